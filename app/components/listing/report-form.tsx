// The report form itself (report-disclosure.tsx opens it and fetches this code on the first
// tap): a reason and a note, posted to the listing page's own action (intent=report) as a
// navigation, so the thanks come as the flash notice the action leaves (a toast). Checked here
// first with the form's rules (lib/forms/report.ts); a refusal (too many reports, a review
// removed meanwhile) is shown in the form that was sent, which keeps what was typed.
import { useId, useState, type FormEvent } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { ReportTarget } from '../../lib/forms/report';
import type { FieldErrors } from '../../lib/errors';
import { checkReport, REASONS_FOR, REPORT_REASON_LABELS } from '../../lib/forms/report';
import type { NetworkFailure } from '../../lib/network-failure';
import { useT } from '../../lib/root-data';
import type { ListingFormAnswer } from '../../lib/views/listing-form-answer';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';

/** Whether posted fields (the answer's kept values, or a form under way) are this form's. */
const isThisForm = (fields: { get(name: string): unknown }, target: ReportTarget, reviewId: string) =>
  fields.get('intent') === 'report' && fields.get('target') === target && (fields.get('reviewId') ?? '') === reviewId;

export function ReportForm({ target, reviewId, title, onDone }: { target: ReportTarget; reviewId: string; title: string; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const answer = useActionData<ListingFormAnswer | NetworkFailure>();
  const busy = navigation.state === 'submitting' && !!navigation.formData && isThisForm(navigation.formData, target, reviewId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  // The answer to this form, taken once during render: thanks close it, a refusal says why.
  const [taken, setTaken] = useState(answer);
  if (answer !== taken && navigation.state === 'idle') {
    setTaken(answer);
    if (answer?.ok) onDone();
    else if (answer && 'values' in answer && isThisForm(new Map(Object.entries(answer.values)), target, reviewId)) {
      setErrors(answer.errors);
      setMessage(Object.keys(answer.errors).length ? null : answer.message);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found = checkReport({ target, reason: form.get('reason'), note: form.get('note') });
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length) event.preventDefault();
  };

  return (
    <Form method="post" preventScrollReset noValidate onSubmit={submit} aria-labelledby={id} className="mt-1 flex max-w-md flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <h3 id={id} className="font-semibold text-fg">
        {title}
      </h3>
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="target" value={target} />
      {reviewId && <input type="hidden" name="reviewId" value={reviewId} />}
      {message && <Alert>{t(message)}</Alert>}
      <SelectField
        label={t('Reason')}
        name="reason"
        defaultValue=""
        placeholder={t('Choose a reason')}
        options={REASONS_FOR[target].map((reason) => ({ value: reason, label: t(REPORT_REASON_LABELS[reason]) }))}
        error={errors.reason && t(errors.reason)}
      />
      <TextAreaField label={t('Note (optional)')} name="note" rows={3} error={errors.note && t(errors.note)} />
      <Button type="submit" variant="secondary" disabled={busy} className="self-start">
        {busy ? t('Sending...') : t('Send report')}
      </Button>
    </Form>
  );
}
