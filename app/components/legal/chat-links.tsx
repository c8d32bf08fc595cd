// The team's chat links (spec: the About page "includes a chat link"). Messenger and Telegram
// open in any browser; the Viber link opens the app where it is installed.
import { useT } from '../../lib/root-data';

export const CHAT_LINKS = [
  { href: 'https://m.me/yangonhomes', label: 'Chat on Messenger' },
  { href: 'viber://pa?chatURI=yangonhomes', label: 'Chat on Viber' },
  { href: 'https://t.me/yangonhomes', label: 'Chat on Telegram' },
] as const;

export function ChatLinks() {
  const t = useT();
  return (
    <ul className="flex flex-col gap-2">
      {CHAT_LINKS.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            rel="noopener noreferrer"
            target="_blank"
            className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-line bg-surface-2 px-4 text-sm font-semibold text-fg hover:border-brand hover:text-brand"
          >
            {t(link.label)}
            <span aria-hidden="true">→</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
