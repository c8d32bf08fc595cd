// One review of the listing page's list: its author, stars and text; the author's own has a
// delete (its confirmation dialog's code is fetched on that tap: only authors ever open it), the
// others 'Report this review'.
import { useState } from 'react';
import type { PageReview } from '../../lib/views/review-view';
import { loadOnce } from '../../lib/load-once';
import { useT, useTextLang } from '../../lib/root-data';
import { timeAgo } from '../../lib/time-ago';
import { Avatar } from '../layout/avatar';
import { Trash } from '../ui/icons';
import { useToast } from '../ui/toast';
import { ReportDisclosure } from './report-disclosure';
import { Stars } from './stars';

type DialogModule = typeof import('./delete-review-dialog');

const loadDialog = loadOnce((): Promise<DialogModule> => import('./delete-review-dialog'));

export function ReviewItem({ review, reportable = false }: { review: PageReview; reportable?: boolean }) {
  const t = useT();
  const textLang = useTextLang();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [loaded, setLoaded] = useState<DialogModule | null>(null);
  const confirm = () => {
    setConfirming(true);
    if (!loaded)
      loadDialog().then(setLoaded, () => {
        setConfirming(false);
        toast(t('Something went wrong. Try again later.'));
      });
  };
  return (
    <li className="flex gap-3 border-b border-line py-4 last:border-b-0">
      <Avatar src={review.user.avatar} name={review.user.username} size={40} lazy />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-fg">{review.user.username}</span>
          <span className="text-xs text-muted" suppressHydrationWarning>
            {timeAgo(review.createdAt, t)}
          </span>
        </div>
        <Stars rating={review.rating} />
        <p lang={textLang(review.content)} className="mt-1 whitespace-pre-line break-words text-fg">
          {review.content}
        </p>
        {reportable && <ReportDisclosure target="review" reviewId={review._id} />}
      </div>
      {review.isMine && (
        <>
          <button
            type="button"
            onClick={confirm}
            aria-label={t('Delete your review')}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-danger"
          >
            <Trash size={18} />
          </button>
          {loaded && <loaded.DeleteReviewDialog reviewId={review._id} open={confirming} onClose={() => setConfirming(false)} />}
        </>
      )}
    </li>
  );
}
