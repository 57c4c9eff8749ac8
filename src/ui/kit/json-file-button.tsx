import type { ComponentChildren } from 'preact';

/**
 * A button that picks a JSON file and hands it on. The input is cleared at once, so picking the same file again
 * (after fixing it) is seen as a new pick.
 */
export function JsonFileButton({ children, onFile }: { children: ComponentChildren; onFile: (file: File) => void }) {
  return (
    <label class="tk-action tk-file">
      {children}
      <input
        type="file"
        accept="application/json,.json"
        onChange={(e) => {
          const input = e.target as HTMLInputElement;
          const file = input.files?.[0];
          input.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
