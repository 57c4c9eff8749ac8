import type { DiffPart } from '../../core/changes/word-diff.ts';

/** Old and new words of a rule in one text: removed words struck out, added words underlined. */
export function WordDiffView({ diff }: { diff: readonly DiffPart[] }) {
  return (
    <p class="word-diff tk-text">
      {diff.map((part, i) => {
        const gap = i > 0 ? ' ' : '';
        if (part.kind === 'removed')
          return (
            <>
              {gap}
              <del>{part.text}</del>
            </>
          );
        if (part.kind === 'added')
          return (
            <>
              {gap}
              <ins>{part.text}</ins>
            </>
          );
        return gap + part.text;
      })}
    </p>
  );
}
