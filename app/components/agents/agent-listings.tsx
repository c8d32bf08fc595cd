// 'Listings of {agent}': the agency's listings, newest first, 9 at a time. 'Show More' asks
// GET /api/listing/get for the next page (the same call other clients use).
import { toListingCard, type ListingCardData } from '../../lib/views/listing-card';
import type { ListingView } from '../../lib/views/listing-view';
import { useT } from '../../lib/root-data';
import { ListingCard } from '../listing/listing-card';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { getJson, useLoadMore } from '../home/load-more';

export function AgentListings({ agentId, name, initial, pageSize }: { agentId: string; name: string; initial: ListingCardData[]; pageSize: number }) {
  const t = useT();
  const { items, hasMore, busy, failed, loadMore } = useLoadMore({
    initial,
    pageSize,
    fetchPage: async (startIndex) => {
      const page = Math.floor(startIndex / pageSize) + 1;
      const body = await getJson<{ results: { result: ListingView[] } }>(`/api/listing/get?userId=${agentId}&page=${page}&limit=${pageSize}`);
      return body.results.result.map(toListingCard);
    },
  });
  return (
    <section aria-labelledby="agent-listings-heading" className="mt-10">
      <h2 id="agent-listings-heading" className="mb-4 text-xl font-bold tracking-tight text-fg sm:text-2xl">
        {t('Listings of {agent}', { agent: name })}
      </h2>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface p-6 text-center text-muted">{t('No listings yet.')}</p>
      ) : (
        <ul id="agent-listing-list" className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
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
          <Button variant="secondary" onClick={() => void loadMore()} disabled={busy} aria-controls="agent-listing-list" className="px-6">
            {busy ? t('Loading...') : t('Show More')}
          </Button>
        </div>
      )}
    </section>
  );
}
