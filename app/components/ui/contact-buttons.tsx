// Call, SMS and the chat apps a lister or an agency answers on (lib/chat-contacts.ts), as large
// buttons a thumb can reach: two to a row on a phone, the call button, which shows the number,
// across the whole row. Each button's accessible name says what it does and where. A tap is
// counted for the lister's numbers (`tap`) while the link opens as it would anyway. `names`
// replaces the buttons' own names where a page lists several numbers (a lister's inbox): each
// then says which number it opens.
import type { ReactNode } from 'react';
import { contactLinks, type ChatContacts, type ContactLink } from '../../lib/chat-contacts';
import { countContactTap, type ContactTap } from '../../lib/contact-tap';
import { useT } from '../../lib/root-data';
import { buttonClass } from './button';
import { ChatBubble, Facebook, Phone, Viber, WhatsApp } from './icons';

/** The apps' own names, which read the same in Burmese. */
const APP_NAMES = { viber: 'Viber', whatsapp: 'WhatsApp', messenger: 'Messenger' } as const;

const ICONS: Record<ContactLink['kind'], ReactNode> = {
  call: <Phone size={18} />,
  sms: <ChatBubble size={18} />,
  viber: <Viber size={18} />,
  whatsapp: <WhatsApp size={18} />,
  messenger: <Facebook size={18} />,
};

export function ContactButtons({
  phone,
  chats,
  className = '',
  tap,
  names,
}: {
  phone: string;
  chats: ChatContacts;
  className?: string;
  tap?: ContactTap;
  names?: Partial<Record<ContactLink['kind'], string>>;
}) {
  const t = useT();
  const links = contactLinks(phone, chats);
  if (!links.length) return null;
  return (
    <ul className={`grid grid-cols-2 gap-2 ${className}`} aria-label={t('Ways to get in touch')}>
      {links.map(({ kind, href }) => (
        <li key={kind} className={kind === 'call' ? 'col-span-2' : ''}>
          <a
            href={href}
            aria-label={names?.[kind]}
            className={buttonClass(kind === 'call' ? 'primary' : 'secondary', 'w-full')}
            onClick={tap && (() => countContactTap(tap, kind))}
            {...(href.startsWith('https:') && { target: '_blank', rel: 'noopener noreferrer nofollow' })}
          >
            {ICONS[kind]}
            {kind === 'call' ? (
              <span>
                <span className="sr-only">{t('Call')} </span>
                {phone}
              </span>
            ) : (
              // 'Send an SMS' is a whole name ('SMS' in it): read beside the shown 'SMS' it was 'Send an SMS SMS'.
              <span>
                {kind === 'sms' ? (
                  <>
                    <span className="sr-only">{t('Send an SMS')}</span>
                    <span aria-hidden="true">{t('SMS')}</span>
                  </>
                ) : (
                  <>
                    <span className="sr-only">{t('Chat on')} </span>
                    {APP_NAMES[kind]}
                  </>
                )}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
