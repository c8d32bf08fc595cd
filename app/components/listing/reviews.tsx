// Reviews of a listing: the average, the form (or a sign-in invitation) and the list. The lister
// gets no form on their own listing: reviews are what others say of it.
import { lazy } from 'react';
import { Link } from 'react-router';
import type { ListingPageData } from '../../lib/views/listing-page';
import { useT } from '../../lib/root-data';
import { REVIEW_MESSAGES } from '../../lib/forms/review';
import { Alert } from '../ui/alert';
import { ReviewItem } from './review-item';
import { Stars } from './stars';

// Only a signed-in reader of another's listing is given the form: its code loads for them alone,
// not with every visitor's first visit of a listing. No Suspense boundary of its own: a move to the
// page waits for it rather than drawing the page and then moving it.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

export function Reviews({
  listingId,
  data,
  signedIn,
  ownListing = false,
  reportable = false,
}: {
  listingId: string;
  data: ListingPageData['reviews'];
  signedIn: boolean;
  ownListing?: boolean;
  /** Others' reviews of a public listing carry 'Report this review'. */
  reportable?: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby="reviews-heading" className="mt-10 max-w-3xl">
      <h2 id="reviews-heading" className="text-xl font-bold text-fg">
        {t('Reviews')}
      </h2>
      {data && data.average !== null && (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          <Stars rating={data.average} size={20} />
          <span>
            <span className="font-semibold text-fg">{t('{n} out of 5', { n: data.average.toFixed(1) })}</span>
            {' · '}
            {data.count === 1 ? t('1 review') : t('{n} reviews', { n: data.count })}
          </span>
        </p>
      )}
      {!ownListing && (
        <div className="mt-4">
          {signedIn ? (
            <ReviewForm listingId={listingId} mine={data?.mine ?? null} />
          ) : (
            <p className="rounded-xl border border-line bg-surface p-4 text-fg">
              {t(REVIEW_MESSAGES.signIn)}{' '}
              <Link to={`/sign-in?redirectTo=${encodeURIComponent(`/listing/${listingId}`)}`} className="font-semibold text-brand underline">
                {t('Sign in')}
              </Link>
            </p>
          )}
        </div>
      )}
      {!data ? (
        <div className="mt-4">
          <Alert>{t('Failed to fetch reviews.')}</Alert>
        </div>
      ) : data.reviews.length === 0 ? (
        <p className="mt-4 text-muted">{t('No reviews yet!')}</p>
      ) : (
        <ul className="mt-2">
          {data.reviews.map((review) => (
            <ReviewItem key={review._id} review={review} reportable={reportable && !review.isMine} />
          ))}
        </ul>
      )}
    </section>
  );
}
