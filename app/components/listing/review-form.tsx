// Leave a review. The typed text and chosen stars live in this component's state, so a failed
// submit (validation, server or network) keeps them for another try.
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { LIMITS } from '../../lib/constants';
import type { FieldErrors } from '../../lib/errors';
import { useT } from '../../lib/root-data';
import { REVIEW_MESSAGES, reviewSchema } from '../../lib/schemas/review';
import { validate } from '../../lib/validation';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { sendJson } from './send-json';
import { StarInput } from './star-input';
import { TextAreaField } from '../ui/text-area-field';
import { useHydrated } from './use-hydrated';

export const REVIEW_FAILED = 'Failed to submit review.';
export const REVIEW_ERROR = 'Error submitting review. Please try again.';

export function ReviewForm({ listingId }: { listingId: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [rating, setRating] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const checked = validate(reviewSchema, { rating: rating ?? undefined, content });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await sendJson('/api/review/createreview', 'POST', { ...checked.data, listingId });
      if (answer.ok) {
        setRating(null);
        setContent('');
        setMessage({ tone: 'success', text: 'Thank you for your review!' });
        await revalidator.revalidate();
      } else if (answer.status === 400 && answer.body?.errors) {
        setErrors(answer.body.errors);
      } else if (answer.status === 401) {
        setMessage({ tone: 'danger', text: REVIEW_MESSAGES.signIn });
      } else {
        setMessage({ tone: 'danger', text: REVIEW_FAILED });
      }
    } catch {
      setMessage({ tone: 'danger', text: REVIEW_ERROR });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
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
        {busy ? t('Submitting...') : t('Submit review')}
      </Button>
    </form>
  );
}
