// On a phone the contact form sits screens below the photos: this bar keeps Call and a jump to
// the form one tap away from anywhere on the listing's page. Sticky, not fixed: it holds its own
// place at the page's end (nothing is hidden behind it for good) and it is in the server's HTML,
// so nothing moves when the scripts arrive. Wide screens have the contact column in view.
import { telHref } from '../../lib/format-price';
import { useT } from '../../lib/root-data';
import { buttonClass } from '../ui/button';
import { Mail, Phone } from '../ui/icons';

export function ContactBar({ phone }: { phone: string }) {
  const t = useT();
  return (
    <nav
      aria-label={t('Contact the lister')}
      data-contact-bar
      className="sticky bottom-0 z-20 -mx-4 mt-6 grid grid-cols-2 gap-2 border-t border-line bg-surface/95 px-4 py-2 backdrop-blur lg:hidden"
    >
      <a href={telHref(phone)} className={buttonClass('primary', 'w-full')}>
        <Phone size={18} />
        {t('Call')}
      </a>
      <a href="#contact-heading" className={buttonClass('secondary', 'w-full')}>
        <Mail size={18} />
        {t('Send message')}
      </a>
    </nav>
  );
}
