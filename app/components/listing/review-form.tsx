// Leave a review, or update it: a user has one review per listing, and sending the form again
// replaces it, so a user who already has one sees it here, to edit. The typed text and chosen
// stars live in this component's state, so a failed submit (validation, server or network)
// keeps them for another try. It is sent to the listing page's action (intent=review) through a
// fetcher; the page loads again after it, with the review in place.
import { useId, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { ListingFormAnswer } from '../../lib/views/listing-form-answer';
import type { NetworkFailure } from '../../lib/network-failure';
import type { ReviewView } from '../../lib/views/review-view';
import { LIMITS } from '../../lib/constants';
import type { FieldErrors } from '../../lib/errors';
import { useT } from '../../lib/root-data';
import { checkReview, REVIEW_MESSAGES } from '../../lib/forms/review';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { StarInput } from './star-input';
import { TextAreaField } from '../ui/text-area-field';
import { useHydrated } from '../../lib/use-hydrated';

export const REVIEW_FAILED = 'Failed to submit review.';
export const REVIEW_ERROR = 'Error submitting review. Please try again.';
export const REVIEW_THANKS = 'Thank you for your review!';
export const REVIEW_UPDATED = 'Your review has been updated.';

/** What identifies the stored review's content: when it changes, the form starts from it again. */
const reviewKey = (review: ReviewView | null) => (review ? `${review._id}|${review.rating}|${review.content}` : '');

export function ReviewForm({ listingId, mine }: { listingId: string; mine: ReviewView | null }) {
  const t = useT();
  const headingId = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ListingFormAnswer | NetworkFailure>();
  const busy = fetcher.state !== 'idle';
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [content, setContent] = useState(mine?.content ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  // The stored review changed under the form (deleted from the list, or saved from here): follow
  // it, during render rather than in an effect, so no frame shows the old values.
  const [shownKey, setShownKey] = useState(reviewKey(mine));
  if (shownKey !== reviewKey(mine)) {
    setShownKey(reviewKey(mine));
    setRating(mine?.rating ?? null);
    setContent(mine?.content ?? '');
    setErrors({});
    if (!mine) setMessage(null);
  }

  // The action's answer, taken once, during render.
  const [taken, setTaken] = useState(fetcher.data);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (answer && answer !== taken) {
    setTaken(answer);
    if (answer.ok) setMessage({ tone: 'success', text: answer.replaced ? REVIEW_UPDATED : REVIEW_THANKS });
    else if (answer.status === 400 && 'errors' in answer && Object.keys(answer.errors).length) setErrors(answer.errors);
    else if (answer.status === 401) setMessage({ tone: 'danger', text: REVIEW_MESSAGES.signIn });
    else if (answer.status === 429) setMessage({ tone: 'danger', text: REVIEW_MESSAGES.tooMany });
    else setMessage({ tone: 'danger', text: answer.status === 0 ? REVIEW_ERROR : REVIEW_FAILED });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const problems = checkReview({ rating: rating ?? undefined, content });
    if (Object.keys(problems).length) {
      setErrors(problems);
      return;
    }
    setErrors({});
    void fetcher.submit({ intent: 'review', rating: String(rating), content: content.trim(), listingId }, { method: 'post' });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <div>
        <h3 id={headingId} className="font-semibold text-fg">
          {mine ? t('Update your review') : t('Write a review')}
        </h3>
        {mine && <p className="mt-1 text-sm text-muted">{t('You have reviewed this listing. Sending the form again replaces your review.')}</p>}
      </div>
      <StarInput value={rating} onChange={setRating} error={errors.rating && t(errors.rating)} />
      <TextAreaField
        label={t('Your review')}
        name="content"
        rows={3}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={LIMITS.reviewMax}
        counter={t('{n} of {max} characters', { n: content.length, max: LIMITS.reviewMax })}
        error={errors.content && t(errors.content)}
      />
      {message && <Alert tone={message.tone}>{t(message.text)}</Alert>}
      <Button type="submit" disabled={busy || !hydrated} className="self-start">
        {busy ? t('Submitting...') : mine ? t('Update review') : t('Submit review')}
      </Button>
    </form>
  );
}
