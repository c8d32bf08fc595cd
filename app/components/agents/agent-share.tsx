// Share a page (an agency's profile, a blog post) on Facebook and Viber, the two networks the
// spec names for sharing.
import { useT } from '../../lib/root-data';
import { Facebook, Viber } from '../listing/icons';
import { shareLinks } from '../listing/share-buttons';

const round = 'flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-fg hover:bg-surface-2';

export function AgentShare({ url, title, label }: { url: string; title: string; label: string }) {
  const t = useT();
  const links = shareLinks(url, title);
  return (
    <div role="group" aria-label={label} className="flex items-center gap-2">
      <span className="mr-1 text-sm font-medium text-muted">{t('Share')}</span>
      <a href={links.facebook} target="_blank" rel="noopener noreferrer" aria-label={t('Share on Facebook')} className={round}>
        <Facebook />
      </a>
      <a href={links.viber} aria-label={t('Share on Viber')} className={round}>
        <Viber />
      </a>
    </div>
  );
}
