// On a phone a form's submit button sits a screen or more below its first fields, and the
// messages a failed submit writes under them are out of sight. So the first field marked wrong
// takes the focus (a screen reader reads its message with it) and is brought to the middle of the
// window, with its label above it.
import { useEffect, useRef } from 'react';

/**
 * Call the function it returns with the form as a failed submit sets its errors: once they are
 * drawn (the effect after `errors` changes), the form's first field marked aria-invalid is
 * focused.
 */
export function useFocusFirstWrongField(errors: unknown) {
  const pending = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = pending.current;
    pending.current = null;
    if (form) focusFirstWrongField(form);
  }, [errors]);
  return (form: HTMLFormElement | null) => {
    pending.current = form;
  };
}

function focusFirstWrongField(form: HTMLFormElement) {
  // A disabled control (the photo picker once full, which 'too many photos' marks) cannot take it.
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
  if (!field) return;
  field.focus({ preventScroll: true });
  // A visually hidden control (a radio, a file input: 1 px) is scrolled to by the box around it.
  const shown = field.offsetWidth > 1 ? field : (field.parentElement ?? field);
  shown.scrollIntoView({ block: 'center' });
}
