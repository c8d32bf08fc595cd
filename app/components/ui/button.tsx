import { useEffect, useRef, type ButtonHTMLAttributes, type FocusEvent } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';

// A label too long for its button (Burmese, two buttons side by side on a phone) wraps centred,
// with room above its stacked marks.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-center text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<Variant, string> = {
  primary: 'bg-brand text-on-brand hover:bg-brand-strong',
  secondary: 'border border-line bg-surface text-fg hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  danger: 'bg-danger text-on-danger hover:opacity-90',
  // A row's Delete beside its Edit (secondary): quiet until hovered.
  'danger-outline': 'border border-line bg-surface text-danger hover:bg-danger-soft',
};

export function buttonClass(variant: Variant = 'primary', extra = '') {
  return `${base} ${variants[variant]} ${extra}`;
}

/**
 * A button disabled while its form is sent ('Signing In...') drops the keyboard focus to the
 * page's <body>, and a keyboard or screen-reader user starts again from the top of the page. The
 * button takes the focus back when it is enabled again, unless something else took it meanwhile
 * (the form's first wrong field, which the form focuses after this runs).
 */
function useFocusBackWhenEnabled(disabled: boolean | undefined) {
  const ref = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    const button = ref.current;
    if (disabled || !focused.current || !button) return;
    const active = document.activeElement;
    if (active === null || active === document.body) button.focus();
    else focused.current = active === button;
  }, [disabled]);
  return {
    ref,
    onFocus: () => {
      focused.current = true;
    },
    // Disabling blurs it (or not, in older browsers): either way it still counts as the focused control.
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      focused.current = event.currentTarget.disabled;
    },
  };
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const focusBack = useFocusBackWhenEnabled(props.disabled);
  return <button type={type} className={buttonClass(variant, className)} {...focusBack} {...props} />;
}

export function ButtonLink({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
