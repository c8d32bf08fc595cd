// The possible duplicates, each pair side by side (two columns even on a phone: the point is to
// compare them): cover, reference, title, price, area, township, lister and posting date, what
// they share, Hide under each listing and Dismiss for the pair. A listing held for this decision
// says so: Not a duplicate, or Hide on the other one, publishes it. The buttons post to the page's
// action, which checks on the server that the user is an admin.
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { PAGE_SIZES } from '../../lib/constants';
import { mediumDate } from '../../lib/dates';
import { DUPLICATE_SHARE_LABELS } from '../../lib/duplicates';
import { formatNumber } from '../../lib/format-number';
import { formatPrice } from '../../lib/format-price';
import { smallImage } from '../../lib/media-url';
import type { NetworkFailure } from '../../lib/network-failure';
import { useRootData, useT } from '../../lib/root-data';
import type { RowDeleteAnswer } from '../../lib/row-delete';
import { useShowMore } from '../../lib/show-more/use-show-more';
import { townshipLabel } from '../../lib/township-label';
import type { DuplicatePairView, DuplicateQueuePage, DuplicateSideView } from '../../lib/views/duplicate-view';
import { useToastOnFailure } from '../dashboard/use-toast-on-failure';
import { Button } from '../ui/button';
import { ShowMoreButton } from '../ui/show-more-button';
import { useToast } from '../ui/toast';

/** A button's form for one pair: tells a refusal in a toast, and the pair leaves the list once handled. */
function usePairAction(onDone: () => void) {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<RowDeleteAnswer | NetworkFailure>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) onDone();
    else toast(answer.status === 0 || !('message' in answer) ? t('Something went wrong. Try again later.') : t(answer.message));
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  return { Form: fetcher.Form, busy: fetcher.state !== 'idle' };
}

function Side({ pair, side, label, onDone }: { pair: DuplicatePairView; side: DuplicateSideView; label: string; onDone: () => void }) {
  const t = useT();
  const { lang } = useRootData();
  const { Form, busy } = usePairAction(onDone);
  return (
    <div role="group" aria-label={side.reference} className="flex min-w-0 flex-col gap-1.5">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</p>
      <div className="aspect-[3/2] overflow-hidden rounded-lg bg-surface-2">
        {side.cover && <img src={smallImage(side.cover)} alt={t('Cover photo of {ref}', { ref: side.reference })} width={400} height={267} className="h-full w-full object-cover" />}
      </div>
      <p className="font-mono text-xs text-muted">{side.reference}</p>
      <h3 className="line-clamp-2 break-words font-semibold">
        <Link to={`/listing/${side.id}`} className="hover:text-brand">
          {side.title}
        </Link>
      </h3>
      <dl className="grid gap-0.5 text-xs sm:text-sm">
        <div>
          <dt className="sr-only">{t('Price')}</dt>
          <dd className="font-semibold">
            {formatPrice(side.price, side.currency, t)}
            {side.type === 'rent' && ` ${t('/ month')}`}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('Area')}</dt>
          <dd>{side.area === null ? '—' : t('{n} sq ft', { n: formatNumber(side.area) })}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('Township')}</dt>
          <dd>{townshipLabel(side.township, lang)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('Listed by')}: </dt>
          <dd className="inline break-words">{side.lister}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('Posted')}: </dt>
          <dd className="inline">{mediumDate(side.postedAt, lang)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('Photos')}: </dt>
          <dd className="inline">{side.photos}</dd>
        </div>
      </dl>
      {side.held && <p className="text-sm font-semibold text-fg">{t('Not published until you decide')}</p>}
      {side.hidden && !side.held ? (
        <p className="text-sm text-danger">{t('Hidden')}</p>
      ) : (
        <Form method="post" className="mt-auto">
          <input type="hidden" name="intent" value="hide-duplicate" />
          <input type="hidden" name="pair" value={pair._id} />
          <input type="hidden" name="listing" value={side.id} />
          <Button type="submit" variant="danger" disabled={busy} className="w-full" aria-label={`${t('Hide this one')}: ${side.reference}`}>
            {t('Hide this one')}
          </Button>
        </Form>
      )}
    </div>
  );
}

function PairCard({ pair, onDone }: { pair: DuplicatePairView; onDone: () => void }) {
  const t = useT();
  const { Form, busy } = usePairAction(onDone);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 text-sm text-fg sm:p-4">
      <p className="flex flex-wrap gap-2">
        {pair.shares.map((share) => (
          <span key={share} className="rounded bg-surface-2 px-2 py-0.5 text-xs font-semibold text-fg">
            {t(DUPLICATE_SHARE_LABELS[share])}
          </span>
        ))}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Side pair={pair} side={pair.listing} label={t('Saved last')} onDone={onDone} />
        <Side pair={pair} side={pair.other} label={t('Posted before')} onDone={onDone} />
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="dismiss-duplicate" />
        <input type="hidden" name="pair" value={pair._id} />
        <Button type="submit" variant="secondary" disabled={busy} aria-label={`${t('Not a duplicate')}: ${pair.listing.reference}, ${pair.other.reference}`}>
          {t('Not a duplicate')}
        </Button>
      </Form>
    </li>
  );
}

export function DuplicateQueue({ data }: { data: DuplicateQueuePage }) {
  const t = useT();
  const pairs = useShowMore({
    first: data.pairs,
    firstHasMore: data.hasMore,
    pageSize: PAGE_SIZES.moderation,
    href: '/moderation/duplicates',
    read: (batch: DuplicateQueuePage) => ({ items: batch.pairs, hasMore: batch.hasMore }),
  });
  useToastOnFailure(pairs.failed);
  return (
    <section aria-labelledby="pending-duplicates" className="flex flex-col gap-3">
      <h2 id="pending-duplicates" className="text-xl font-semibold text-fg">
        {t('Waiting for a decision')} <span className="text-base font-normal text-muted">({data.total})</span>
      </h2>
      <p className="text-sm text-muted">
        {t('Listings of different listers that share two of: a photo, the price, the area.')} {t('A listing marked “Not published until you decide” is published when you choose Not a duplicate or hide the other one.')}
      </p>
      {pairs.items.length === 0 ? (
        <p className="text-muted">{t('No possible duplicates.')}</p>
      ) : (
        <ul {...pairs.listProps} className="flex flex-col gap-4">
          {pairs.items.map((pair) => (
            <PairCard key={pair._id} pair={pair} onDone={() => pairs.drop(pair._id)} />
          ))}
        </ul>
      )}
      <ShowMoreButton more={pairs} />
    </section>
  );
}
