// Share a page (a listing, an agency's profile, a blog post) to the networks people in Myanmar
// use, or copy its link. Each page picks its networks: the spec names Facebook and Viber for
// agencies and posts; the listing page adds Telegram and the copy button.
import { useState } from 'react';
import { useT } from '../../lib/root-data';
import { Facebook, LinkIcon, Telegram, Viber } from './icons';
import { useToast } from './toast';

const round = 'flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-fg hover:bg-surface-2';

export type ShareNetwork = 'facebook' | 'viber' | 'telegram' | 'copy';

export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    // Viber has no web share page; its app handles viber:// links on phones and desktops.
    viber: `viber://forward?text=${encodeURIComponent(`${title} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(title)}`,
  };
}

export function ShareButtons({
  url,
  title,
  label,
  networks = ['facebook', 'viber', 'telegram', 'copy'],
}: {
  url: string;
  title: string;
  /** The group's accessible name, e.g. 'Share this listing' (translated). */
  label: string;
  networks?: ShareNetwork[];
}) {
  const t = useT();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const links = shareLinks(url, title);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast(t('Link copied!'), 'success');
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (insecure page, old browser): show the link so it can be copied by hand.
      window.prompt(t('Copy this link:'), url);
    }
  };

  return (
    <div role="group" aria-label={label} className="flex items-center gap-2">
      <span className="mr-1 text-sm font-medium text-muted">{t('Share')}</span>
      {networks.includes('facebook') && (
        <a href={links.facebook} target="_blank" rel="noopener noreferrer" aria-label={t('Share on Facebook')} className={round}>
          <Facebook />
        </a>
      )}
      {networks.includes('viber') && (
        <a href={links.viber} aria-label={t('Share on Viber')} className={round}>
          <Viber />
        </a>
      )}
      {networks.includes('telegram') && (
        <a href={links.telegram} target="_blank" rel="noopener noreferrer" aria-label={t('Share on Telegram')} className={round}>
          <Telegram />
        </a>
      )}
      {networks.includes('copy') && (
        <button type="button" onClick={copy} aria-label={copied ? t('Link copied!') : t('Copy link')} className={round}>
          <LinkIcon />
        </button>
      )}
    </div>
  );
}
