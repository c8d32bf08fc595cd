// Share to the networks people in Myanmar use (Facebook, Viber, Telegram) or copy the link.
import { useState } from 'react';
import { useT } from '../../lib/root-data';
import { useToast } from '../ui/toast';
import { Facebook, LinkIcon, Telegram, Viber } from './icons';

const round = 'flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-fg hover:bg-surface-2';

export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    // Viber has no web share page; its app handles viber:// links on phones and desktops.
    viber: `viber://forward?text=${encodeURIComponent(`${title} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(title)}`,
  };
}

export function ShareButtons({ url, title }: { url: string; title: string }) {
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
    <div role="group" aria-label={t('Share this listing')} className="flex items-center gap-2">
      <span className="mr-1 text-sm font-medium text-muted">{t('Share')}</span>
      <a href={links.facebook} target="_blank" rel="noopener noreferrer" aria-label={t('Share on Facebook')} className={round}>
        <Facebook />
      </a>
      <a href={links.viber} aria-label={t('Share on Viber')} className={round}>
        <Viber />
      </a>
      <a href={links.telegram} target="_blank" rel="noopener noreferrer" aria-label={t('Share on Telegram')} className={round}>
        <Telegram />
      </a>
      <button type="button" onClick={copy} aria-label={copied ? t('Link copied!') : t('Copy link')} className={round}>
        <LinkIcon />
      </button>
    </div>
  );
}
