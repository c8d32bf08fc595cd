// 'Report this listing' and 'Report this review': a disclosure holding a reason and a note. It
// posts to the listing page's own action (intent=report) as a navigation, so the thanks come as
// the flash notice the action leaves (a toast), with or without JavaScript; <details> opens
// without scripts too. Checked here first with the form's rules (lib/forms/report.ts); a refusal
// (too many reports, a review removed meanwhile) is shown in the form that was sent, which keeps
// what was typed.
import { useId, useState, type FormEvent } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { ReportTarget } from '../../lib/constants';
import type { FieldErrors } from '../../lib/errors';
import { checkReport, REASONS_FOR, REPORT_REASON_LABELS } from '../../lib/forms/report';
import type { NetworkFailure } from '../../lib/network-failure';
import { useT } from '../../lib/root-data';
import type { ListingFormAnswer } from '../../lib/views/listing-form-answer';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';

const SUMMARY: Record<ReportTarget, string> = { listing: 'Report this listing', review: 'Report this review' };

/** Whether posted fields (the answer's kept values, or a form under way) are this form's. */
const isThisForm = (fields: { get(name: string): unknown }, target: ReportTarget, reviewId: string) =>
  fields.get('intent') === 'report' && fields.get('target') === target && (fields.get('reviewId') ?? '') === reviewId;

export function ReportForm({ target, reviewId = '' }: { target: ReportTarget; reviewId?: string }) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const answer = useActionData<ListingFormAnswer | NetworkFailure>();
  const refused = answer && !answer.ok && 'values' in answer && isThisForm(new Map(Object.entries(answer.values)), target, reviewId) ? answer : null;
  const busy = navigation.state === 'submitting' && !!navigation.formData && isThisForm(navigation.formData, target, reviewId);
  const [open, setOpen] = useState(!!refused);
  const [errors, setErrors] = useState<FieldErrors>({});

  // The answer, taken once during render: thanks close the form, a refusal opens it with its words.
  const [taken, setTaken] = useState(answer);
  if (answer !== taken && navigation.state === 'idle') {
    setTaken(answer);
    if (answer?.ok) setOpen(false);
    else if (refused) {
      setOpen(true);
      setErrors(refused.errors);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found = checkReport({ target, reason: form.get('reason'), note: form.get('note') });
    setErrors(found);
    if (Object.keys(found).length) event.preventDefault();
  };

  const kept = (name: string) => (refused && typeof refused.values[name] === 'string' ? (refused.values[name] as string) : '');
  const message = refused && !Object.keys(refused.errors).length ? refused.message : null;
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-muted underline hover:text-fg">{t(SUMMARY[target])}</summary>
      <Form method="post" preventScrollReset noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="mt-2 flex max-w-md flex-col gap-3 rounded-xl border border-line bg-surface p-4">
        <h3 id={`${id}-title`} className="font-semibold text-fg">
          {t(SUMMARY[target])}
        </h3>
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="target" value={target} />
        {reviewId && <input type="hidden" name="reviewId" value={reviewId} />}
        {message && <Alert>{t(message)}</Alert>}
        <SelectField
          label={t('Reason')}
          name="reason"
          defaultValue={kept('reason')}
          placeholder={t('Choose a reason')}
          options={REASONS_FOR[target].map((reason) => ({ value: reason, label: t(REPORT_REASON_LABELS[reason]) }))}
          error={errors.reason && t(errors.reason)}
        />
        <TextAreaField label={t('Note (optional)')} name="note" rows={3} defaultValue={kept('note')} error={errors.note && t(errors.note)} />
        <Button type="submit" variant="secondary" disabled={busy} className="self-start">
          {busy ? t('Sending...') : t('Send report')}
        </Button>
      </Form>
    </details>
  );
}
