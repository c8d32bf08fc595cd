// On a phone a form's submit button sits a screen or more below its first fields, and the
// messages a failed submit writes under them are out of sight. So the first field marked wrong
// takes the focus (a screen reader reads its message with it) and is brought to the middle of the
// window, with its label above it.
import { useEffect, useRef } from 'react';

/**
 * Call the function it returns with the form as a failed submit sets its errors: once they are
 * drawn (the effect after `errors` changes), the form's first field marked aria-invalid is
 * focused. `unshown` is called when the form marks no field it shows: the problem has no place on
 * the page (a field hidden, or none for it), and the form must say it some other way.
 */
export function useFocusFirstWrongField(errors: unknown, unshown?: () => void) {
  const pending = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = pending.current;
    pending.current = null;
    if (form && !focusFirstWrongField(form)) unshown?.();
    // The errors alone decide when this runs; `unshown` is read as they are drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);
  return (form: HTMLFormElement | null) => {
    pending.current = form;
  };
}

/** False when no field marked wrong is shown (none, or only ones hidden with their box). */
function focusFirstWrongField(form: HTMLFormElement) {
  const shown = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].filter((field) => field.getClientRects().length > 0);
  if (!shown.length) return false;
  // A disabled control (the photo picker once full, which 'too many photos' marks) cannot take it;
  // its message sits beside it.
  const field = shown.find((control) => !control.matches(':disabled'));
  if (!field) return true;
  field.focus({ preventScroll: true });
  // A visually hidden control (a radio, a file input: 1 px) is scrolled to by the box around it.
  const box = field.offsetWidth > 1 ? field : (field.parentElement ?? field);
  box.scrollIntoView({ block: 'center' });
  return true;
}
