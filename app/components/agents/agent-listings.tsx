// 'Listings of {agent}': the agency's listings, newest first, 9 at a time. 'Show More' asks the
// agent page's loader for the next ones (?startIndex=, lib/show-more).
import type { ListingCardData } from '../../lib/views/listing-card';
import { useT } from '../../lib/root-data';
import { useShowMore } from '../../lib/show-more/use-show-more';
import { ListingCard } from '../listing/listing-card';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

export function AgentListings({ agentId, name, first, pageSize }: { agentId: string; name: string; first: ListingCardData[]; pageSize: number }) {
  const t = useT();
  const { items, hasMore, busy, failed, showMore, listProps } = useShowMore({
    first,
    pageSize,
    href: `/agent/${agentId}`,
    read: (page: { listings: ListingCardData[] }) => ({ items: page.listings }),
  });
  return (
    <section aria-labelledby="agent-listings-heading" className="mt-10">
      <h2 id="agent-listings-heading" className="mb-4 text-xl font-bold tracking-tight text-fg sm:text-2xl">
        {t('Listings of {agent}', { agent: name })}
      </h2>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface p-6 text-center text-muted">{t('No listings yet.')}</p>
      ) : (
        <ul id="agent-listing-list" {...listProps} className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          {items.map((listing) => (
            <li key={listing._id}>
              <ListingCard variant="tile" listing={listing} />
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <div className="mt-4">
          <Alert>{t('Error showing listings')}</Alert>
        </div>
      )}
      {hasMore && (
        <div className="mt-5 flex justify-center">
          <Button variant="secondary" onClick={showMore} disabled={busy} aria-controls="agent-listing-list" className="px-6">
            {busy ? t('Loading...') : t('Show More')}
          </Button>
        </div>
      )}
    </section>
  );
}
