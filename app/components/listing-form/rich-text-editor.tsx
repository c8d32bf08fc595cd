// A small rich-text editor (bold, italic, lists, headings, links) on contentEditable: no
// editor library to download on a slow network. The HTML goes with the form in a hidden input
// and is sanitized on the server.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../lib/root-data';
import { ListBulleted, ListNumbered } from '../ui/icons';

// Each button is named by its label. What it shows is a single letter or an icon, never a word
// or number its name does not contain (a voice command says what it sees: '1.' is not 'Numbered
// list').
const TOOLS: { command: string; value?: string; label: string; face: ReactNode }[] = [
  { command: 'bold', label: 'Bold', face: 'B' },
  { command: 'italic', label: 'Italic', face: 'I' },
  { command: 'insertUnorderedList', label: 'Bulleted list', face: <ListBulleted size={18} /> },
  { command: 'insertOrderedList', label: 'Numbered list', face: <ListNumbered size={18} /> },
  { command: 'formatBlock', value: 'h3', label: 'Heading', face: 'H' },
];

export function RichTextEditor({
  name,
  label,
  defaultValue = '',
  error,
  onEdit,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  /** Called once the form's hidden field holds the edited text (useValidatedForm's recheck). */
  onEdit?: () => void;
}) {
  const t = useT();
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState(defaultValue);
  // Text typed before the page's scripts ran sits in the editor, but no input event reached
  // `html`: the form would send the text it was drawn with (its check then finds it empty).
  useEffect(() => {
    const shown = editor.current?.innerHTML;
    if (shown !== undefined && shown !== asEditorHtml(defaultValue)) setHtml(shown);
    // Once, as the editor first runs: later edits come through onInput.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (html !== defaultValue) onEdit?.();
    // Told once per edit, not when the form hands a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html]);
  const run = (command: string, value?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, value);
    setHtml(editor.current?.innerHTML ?? '');
  };
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-fg">
        {label}
      </span>
      <div className="overflow-hidden rounded-lg border border-line bg-surface has-[[aria-invalid]]:border-danger">
        <div role="toolbar" aria-label={t('Formatting')} className="flex gap-1 border-b border-line bg-surface-2 p-1">
          {TOOLS.map((tool) => (
            <button
              key={tool.label}
              type="button"
              aria-label={t(tool.label)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(tool.command, tool.value)}
              className="inline-flex min-h-9 min-w-9 items-center justify-center rounded px-2 text-sm font-bold text-fg hover:bg-surface"
            >
              {tool.face}
            </button>
          ))}
        </div>
        <div
          ref={editor}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={(e) => setHtml(e.currentTarget.innerHTML)}
          className="prose-sm min-h-40 px-3 py-2 text-base text-fg outline-none [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: defaultValue }}
        />
      </div>
      <input type="hidden" name={name} value={html} />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The HTML as the browser writes it back (`<br/>` reads as `<br>`), to compare with what the
 * editor holds. In a <template>, which loads no image and runs no handler.
 */
function asEditorHtml(html: string) {
  const inert = document.createElement('template');
  inert.innerHTML = html;
  return inert.innerHTML;
}
