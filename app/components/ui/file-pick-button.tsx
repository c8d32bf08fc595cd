import type { InputHTMLAttributes } from 'react';
import { buttonClass } from './button';

/**
 * A file picker that reads as a button in the page's language. The browser's own file control
 * writes 'Choose File' and 'No file chosen' in the browser's language (English on a Burmese
 * page). The input stays in the page, visually hidden, so the field's label, the keyboard,
 * screen readers and tests reach it as before; its face is a second label, outlined while the
 * input has the keyboard's focus and dimmed while it is disabled.
 */
export function FilePickButton({
  input,
  text,
  variant = 'secondary',
}: {
  /** The file input's attributes: its id, accept, name or useImageUpload's inputProps, aria-describedby, disabled, multiple. */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
  /** What choosing does ('Choose photos'), translated. */
  text: string;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <span className="flex">
      <input {...input} type="file" className="peer sr-only" />
      {/* Hidden from the accessibility tree: the field's own label names the input. */}
      <label
        htmlFor={input.id}
        aria-hidden="true"
        className={buttonClass(
          variant,
          'cursor-pointer select-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        {/* An upload arrow, drawn here rather than in icons.tsx, which every visitor's page loads. */}
        <svg aria-hidden="true" width={20} height={20} viewBox="0 0 24 24" className="icon shrink-0">
          <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
        </svg>
        {text}
      </label>
    </span>
  );
}
