// The button that folds a filter form away below 1024 px (the home page's and /search's), where
// the whole form, taller than a phone's screen, would push the listings down. From 1024 px the
// form is always open and the button is hidden.
import { buttonClass } from '../ui/button';
import { Sliders } from '../ui/icons';

export function FiltersToggle({ open, onToggle, controls, label }: { open: boolean; onToggle: () => void; controls: string; label: string }) {
  return (
    <button type="button" aria-expanded={open} aria-controls={controls} onClick={onToggle} className={buttonClass('secondary', `w-full lg:hidden ${open ? 'mb-4' : ''}`)}>
      <Sliders size={18} />
      {label}
    </button>
  );
}
