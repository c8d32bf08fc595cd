// Reports (admin): the moderation queue. Open reports grouped by what they are about, the most
// recently reported first, each with how many people reported it, the reason most gave and the
// newest note, and what an admin can do: hide the listing (with the reason its lister is told),
// remove the review, or dismiss the reports. Below, the hidden listings, each with Restore. Both
// lists grow with 'Show more' from the dashboard's own loader (lib/show-more); every button posts
// to the dashboard's action, which checks on the server that the user is an admin.
import { useEffect } from 'react';
import { useFetcher, Link } from 'react-router';
import { PAGE_SIZES } from '../../lib/constants';
import type { NetworkFailure } from '../../lib/network-failure';
import { useT } from '../../lib/root-data';
import type { RowDeleteAnswer } from '../../lib/row-delete';
import { useShowMore } from '../../lib/show-more/use-show-more';
import { timeAgo } from '../../lib/time-ago';
import type { DashboardData } from '../../lib/views/admin-view';
import type { HiddenListingView, ReportGroupView } from '../../lib/views/report-view';
import { Button } from '../ui/button';
import { ShowMoreButton } from '../ui/show-more-button';
import { SelectField } from '../ui/select-field';
import { useToast } from '../ui/toast';
import { useConfirmedDelete } from './use-confirmed-delete';
import { useToastOnFailure } from './use-toast-on-failure';

type ReportsData = Extract<DashboardData, { tab: 'reports' }>;

const card = 'flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 text-sm text-fg';

/** A moderation button's form: posts its intent and id, and tells a refusal in a toast. */
function useModeration() {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<RowDeleteAnswer | NetworkFailure>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer && !answer.ok) toast(answer.status === 0 || !('message' in answer) ? t('Something went wrong. Try again later.') : t(answer.message));
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  return { Form: fetcher.Form, busy: fetcher.state !== 'idle' };
}

function HideForm({ group, data }: { group: ReportGroupView; data: ReportsData }) {
  const t = useT();
  const { Form, busy } = useModeration();
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="hide-listing" />
      <input type="hidden" name="id" value={group.listing.id} />
      <SelectField
        label={t('Reason for hiding')}
        name="reason"
        defaultValue={group.topReason}
        options={data.hideReasons.map((reason) => ({ value: reason, label: t(data.reasonLabels[reason]) }))}
        className="min-w-48 flex-1"
      />
      <Button type="submit" variant="danger" disabled={busy} aria-label={`${t('Hide listing')}: ${group.listing.title}`}>
        {t('Hide listing')}
      </Button>
    </Form>
  );
}

function DismissForm({ group, name }: { group: ReportGroupView; name: string }) {
  const t = useT();
  const { Form, busy } = useModeration();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="dismiss-reports" />
      <input type="hidden" name="id" value={group._id} />
      <Button type="submit" variant="secondary" disabled={busy} aria-label={`${t('Dismiss')}: ${name}`}>
        {t('Dismiss')}
      </Button>
    </Form>
  );
}

function GroupCard({ group, data, onRemoveReview }: { group: ReportGroupView; data: ReportsData; onRemoveReview: (group: ReportGroupView) => void }) {
  const t = useT();
  const name = group.review ? t('Review by {name}', { name: group.review.author }) : group.listing.title;
  return (
    <li className={card}>
      <p className="flex flex-wrap gap-x-2 text-muted">
        <span className="font-semibold text-fg">{group.review ? t('Review') : t('Listing')}</span>
        <span aria-hidden="true">·</span>
        <span>{group.count === 1 ? t('1 report') : t('{n} reports', { n: group.count })}</span>
        <span aria-hidden="true">·</span>
        <span suppressHydrationWarning>{timeAgo(group.latestAt, t)}</span>
      </p>
      <h3 className="text-base font-semibold">
        <Link to={`/listing/${group.listing.id}`} className="hover:text-brand">
          {group.listing.title}
        </Link>
        {group.listing.hidden && <span className="ml-2 text-sm font-normal text-danger">({t('Hidden')})</span>}
      </h3>
      {group.review && (
        <blockquote className="whitespace-pre-line break-words border-l-4 border-line pl-3">
          {group.review.content}
          <footer className="mt-1 text-muted">{t('Review by {name}', { name: group.review.author })}</footer>
        </blockquote>
      )}
      <p>
        <span className="text-muted">{t('Most given reason')}:</span> {t(data.reasonLabels[group.topReason])}
      </p>
      {group.latestNote && (
        <p className="whitespace-pre-line break-words">
          <span className="text-muted">{t('Latest note')}:</span> {group.latestNote}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        {group.review ? (
          <Button variant="danger" onClick={() => onRemoveReview(group)} aria-label={`${t('Remove review')}: ${name}`}>
            {t('Remove review')}
          </Button>
        ) : (
          !group.listing.hidden && <HideForm group={group} data={data} />
        )}
        <DismissForm group={group} name={name} />
      </div>
    </li>
  );
}

function HiddenCard({ listing, data }: { listing: HiddenListingView; data: ReportsData }) {
  const t = useT();
  const { Form, busy } = useModeration();
  return (
    <li className={card}>
      <h3 className="text-base font-semibold">
        <Link to={`/listing/${listing._id}`} className="hover:text-brand">
          {listing.title}
        </Link>
      </h3>
      <p className="text-muted">
        {t('Reason')}: <span className="text-fg">{t(data.reasonLabels[listing.reason])}</span> · <span suppressHydrationWarning>{timeAgo(listing.hiddenAt, t)}</span>
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="restore-listing" />
        <input type="hidden" name="id" value={listing._id} />
        <Button type="submit" variant="secondary" disabled={busy} aria-label={`${t('Restore')}: ${listing.title}`}>
          {t('Restore')}
        </Button>
      </Form>
    </li>
  );
}

export function ReportsTab({ data }: { data: ReportsData }) {
  const t = useT();
  const toast = useToast();
  const groups = useShowMore({
    first: data.groups,
    firstHasMore: data.hasMore,
    pageSize: PAGE_SIZES.moderation,
    href: '/dashboard?tab=reports&kind=reports',
    read: (batch: DashboardData) => (batch.tab === 'reports' ? { items: batch.groups, hasMore: batch.hasMore } : { items: [] }),
  });
  const hidden = useShowMore({
    first: data.hidden,
    firstHasMore: data.hiddenHasMore,
    pageSize: PAGE_SIZES.moderation,
    href: '/dashboard?tab=reports&kind=hidden',
    read: (batch: DashboardData) => (batch.tab === 'reports' ? { items: batch.hidden, hasMore: batch.hiddenHasMore } : { items: [] }),
  });
  useToastOnFailure(groups.failed || hidden.failed);
  const removeReview = useConfirmedDelete<ReportGroupView>({
    intent: 'remove-review',
    id: (group) => group.review?.id ?? '',
    question: t('Are you sure you want to delete this review?'),
    onAnswer: (group, answer) => {
      // A review its author deleted meanwhile (404) is gone all the same.
      if (answer.ok || answer.status === 404) groups.drop(group._id);
      else toast(t('Failed to delete review.'));
    },
  });

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="open-reports" className="flex flex-col gap-3">
        <h2 id="open-reports" className="text-xl font-semibold text-fg">
          {t('Open reports')} <span className="text-base font-normal text-muted">({data.totalOpen})</span>
        </h2>
        {groups.items.length === 0 ? (
          <p className="text-muted">{t('No open reports.')}</p>
        ) : (
          <ul {...groups.listProps} className="flex flex-col gap-3">
            {groups.items.map((group) => (
              <GroupCard key={group._id} group={group} data={data} onRemoveReview={removeReview.ask} />
            ))}
          </ul>
        )}
        <ShowMoreButton more={groups} />
      </section>
      <section aria-labelledby="hidden-listings" className="flex flex-col gap-3">
        <h2 id="hidden-listings" className="text-xl font-semibold text-fg">
          {t('Hidden listings')} <span className="text-base font-normal text-muted">({data.totalHidden})</span>
        </h2>
        {hidden.items.length === 0 ? (
          <p className="text-muted">{t('No hidden listings.')}</p>
        ) : (
          <ul {...hidden.listProps} className="flex flex-col gap-3">
            {hidden.items.map((listing) => (
              <HiddenCard key={listing._id} listing={listing} data={data} />
            ))}
          </ul>
        )}
        <ShowMoreButton more={hidden} />
      </section>
      {removeReview.dialog}
    </div>
  );
}
