// The team's chat links (spec: the About page "includes a chat link"), on /about and /contact.
// Messenger and Telegram open in any browser; the Viber link opens the app where it is
// installed. The accounts come from CHAT_*_URL through the root loader.
import { useRootData, useT } from '../../lib/root-data';

export const CHAT_LINKS = [
  { app: 'messenger', label: 'Chat on Messenger' },
  { app: 'viber', label: 'Chat on Viber' },
  { app: 'telegram', label: 'Chat on Telegram' },
] as const;

export function ChatLinks() {
  const t = useT();
  const { chat } = useRootData();
  return (
    <ul className="flex flex-col gap-2">
      {CHAT_LINKS.map((link) => (
        <li key={link.app}>
          <a
            href={chat[link.app]}
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
