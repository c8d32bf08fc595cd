// One ad slot of the ad network. With no AD_CLIENT_ID configured it renders nothing at all,
// so pages look the same whether or not ads are on.
import { useEffect } from 'react';
import { pushWithRetry } from '../lib/ad-push';
import { useRootData, useT } from '../lib/root-data';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

export const AD_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';

export function AdSlot({ slot, className = '' }: { slot: string; className?: string }) {
  const { adClientId } = useRootData();
  const t = useT();
  useEffect(() => {
    if (!adClientId) return;
    return pushWithRetry(() => {
      (window.adsbygoogle = window.adsbygoogle ?? []).push({});
    });
  }, [adClientId, slot]);
  if (!adClientId) return null;
  return (
    // The reserved height keeps the page from jumping when the ad arrives.
    <div className={`min-h-[100px] overflow-hidden ${className}`} aria-label={t('Advertisement')} role="complementary">
      <ins
        className="adsbygoogle block"
        data-ad-client={adClientId}
        data-ad-slot={slot}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </div>
  );
}
