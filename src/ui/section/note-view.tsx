import { useEffect, useState } from 'preact/hooks';

/** The Markdown renderer and sanitiser, loaded with the first note shown: most pages never need them. */
let render: ((markdown: string) => string) | null = null;

/** A judge's note, rendered from Markdown and sanitised (see noteHtml): what it shows can never run. */
export function NoteView({ text }: { text: string }) {
  const [, setLoaded] = useState(render !== null);
  useEffect(() => {
    if (!render)
      void import('./note-html.ts').then((m) => {
        render = m.noteHtml;
        setLoaded(true);
      });
  }, []);
  if (!render) return <div class="tk-note-body" aria-busy="true" />;
  return <div class="tk-note-body prose" dangerouslySetInnerHTML={{ __html: render(text) }} />;
}
