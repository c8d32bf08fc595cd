// What /search and /full-search show when nothing matched: homes close to the search, each way
// it was widened named above them, and the offer to save the search for an e-mail alert (the
// Save this search control above the results).
import { ListingCard } from '../listing/listing-card';
import { useRootData, useT } from '../../lib/root-data';
import { priceRangeText } from '../../lib/saved-search-query';
import { townshipLabel } from '../../lib/township-label';
import type { T } from '../../lib/i18n';
import type { NearMatchChange, NearMatches } from '../../lib/views/near-matches';

/**
 * 'Sanchaung and Kamayut', 'စမ်းချောင်း နှင့် ကမာရွတ်': the reader's language's own list. Burmese
 * is joined by hand: browsers without its locale data would write the English 'and'.
 */
function townshipList(townships: string[], lang: string) {
  const names = townships.map((slug) => townshipLabel(slug, lang));
  if (lang !== 'my') return new Intl.ListFormat('en', { type: 'conjunction' }).format(names);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join('၊ ')} နှင့် ${names[names.length - 1]}`;
}

function changeText(change: NearMatchChange, t: T, lang: string): string | null {
  switch (change.kind) {
    case 'price': {
      const range = priceRangeText(change.minPrice, change.maxPrice, change.currency, t);
      return range && t('Showing prices 10 % either side too: {range}', { range });
    }
    case 'beds':
      return change.beds === undefined ? t('Showing homes with any number of bedrooms too') : t('Showing homes with {n}+ beds too', { n: change.beds });
    case 'townships':
      return change.townships.length ? t('Showing homes in {townships} too', { townships: townshipList(change.townships, lang) }) : null;
  }
}

export function NearMatchesPanel({ nearMatches, sizes, currency }: { nearMatches: NearMatches; sizes: string; currency?: string }) {
  const t = useT();
  const { lang } = useRootData();
  const changes = nearMatches.changes.map((change) => changeText(change, t, lang)).filter((text): text is string => text !== null);
  return (
    <section aria-labelledby="near-matches-heading" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="near-matches-heading" className="font-semibold text-fg">
        {nearMatches.listings.length ? t('No exact match. Homes close to your search:') : t('No listing found!')}
      </h2>
      {changes.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-muted">
          {changes.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-muted">{t('Save this search to be told by e-mail when a home that matches it is listed.')}</p>
      {nearMatches.listings.length > 0 && (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {nearMatches.listings.map((listing, i) => (
            <li key={listing._id}>
              <ListingCard listing={listing} currency={currency} priority={i < 2} sizes={sizes} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
