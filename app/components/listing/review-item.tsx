import { useState } from 'react';
import type { PageReview } from '../../lib/views/review-view';
import { useT } from '../../lib/root-data';
import { timeAgo } from '../../lib/time-ago';
import { Avatar } from '../layout/avatar';
import { DeleteReviewDialog } from './delete-review-dialog';
import { Trash } from '../ui/icons';
import { ReportDisclosure } from './report-disclosure';
import { Stars } from './stars';

export function ReviewItem({ review, reportable = false }: { review: PageReview; reportable?: boolean }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex gap-3 border-b border-line py-4 last:border-b-0">
      <Avatar src={review.user.avatar} name={review.user.username} size={40} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-fg">{review.user.username}</span>
          <span className="text-xs text-muted" suppressHydrationWarning>
            {timeAgo(review.createdAt, t)}
          </span>
        </div>
        <Stars rating={review.rating} />
        <p className="mt-1 whitespace-pre-line break-words text-fg">{review.content}</p>
        {reportable && <ReportDisclosure target="review" reviewId={review._id} />}
      </div>
      {review.isMine && (
        <>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={t('Delete your review')}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-danger"
          >
            <Trash size={18} />
          </button>
          <DeleteReviewDialog reviewId={review._id} open={confirming} onClose={() => setConfirming(false)} />
        </>
      )}
    </li>
  );
}
