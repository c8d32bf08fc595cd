// What the lister does with one enquiry: reply by e-mail, set its status, keep a note. Each is a
// small form posted through a fetcher to /dashboard's action (intent enquiry-*), checked here first
// with the server's own rules (lib/forms/enquiry.ts). A refusal is told under the field and keeps
// what was typed; a success is told in a toast, and the inbox reloads with the new state.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { FieldErrors } from '../../lib/errors';
import type { EnquiryStatus } from '../../lib/enquiry-constants';
import { checkEnquiryNote, checkEnquiryReply } from '../../lib/forms/enquiry';
import type { FormCheck } from '../../lib/forms/rules';
import { useT } from '../../lib/root-data';
import type { EnquiryFormAnswer, EnquiryView } from '../../lib/views/enquiry-view';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/text-area-field';
import { useToast } from '../ui/toast';

const FAILED = 'Something went wrong. Try again later.';

/** A fetcher whose answer is told once: errors under the fields, the message in a toast. */
function useEnquiryForm(check?: FormCheck, { resetOnSuccess = false } = {}) {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<EnquiryFormAnswer>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      setErrors({});
      if (resetOnSuccess) form.current?.reset();
      toast(t(answer.message ?? ''), 'success');
    } else {
      setErrors(answer.errors ?? {});
      toast(t(answer.message || FAILED));
    }
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!check) return;
    const found = check(Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(found);
    if (Object.keys(found).length) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"], textarea')?.focus();
    }
  };
  return { Form: fetcher.Form, busy: fetcher.state !== 'idle', errors, form, onSubmit, error: (field: string) => (errors[field] ? t(errors[field]) : undefined) };
}

export function ReplyForm({ enquiry, to }: { enquiry: EnquiryView; to: string }) {
  const t = useT();
  const { Form, busy, form, onSubmit, error } = useEnquiryForm(checkEnquiryReply, { resetOnSuccess: true });
  return (
    <Form ref={form} method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-2" aria-label={t('Reply to {name}', { name: to })}>
      <input type="hidden" name="intent" value="enquiry-reply" />
      <input type="hidden" name="id" value={enquiry._id} />
      <TextAreaField label={t('Your reply')} name="reply" rows={4} hint={t('Sent by e-mail; their answer comes to your e-mail address.')} error={error('reply')} />
      <Button type="submit" disabled={busy} className="self-start">
        {t('Send reply')}
      </Button>
    </Form>
  );
}

const NEXT_STATUSES: Record<EnquiryStatus, { status: EnquiryStatus; label: string }[]> = {
  new: [
    { status: 'replied', label: 'Mark replied' },
    { status: 'closed', label: 'Close' },
  ],
  replied: [{ status: 'closed', label: 'Close' }],
  closed: [{ status: 'new', label: 'Reopen' }],
};

export function StatusButtons({ enquiry, about }: { enquiry: EnquiryView; about: string }) {
  const t = useT();
  const { Form, busy } = useEnquiryForm();
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="intent" value="enquiry-status" />
      <input type="hidden" name="id" value={enquiry._id} />
      {NEXT_STATUSES[enquiry.status].map(({ status, label }) => (
        <Button key={status} type="submit" name="status" value={status} variant="secondary" disabled={busy} aria-label={`${t(label)}: ${about}`}>
          {t(label)}
        </Button>
      ))}
    </Form>
  );
}

export function NoteForm({ enquiry, about }: { enquiry: EnquiryView; about: string }) {
  const t = useT();
  const { Form, busy, form, onSubmit, error } = useEnquiryForm(checkEnquiryNote);
  return (
    <Form method="post" ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="enquiry-note" />
      <input type="hidden" name="id" value={enquiry._id} />
      <TextAreaField label={t('Private note')} name="note" rows={2} defaultValue={enquiry.note} hint={t('Only you see it.')} error={error('note')} />
      <Button type="submit" variant="secondary" disabled={busy} className="self-start" aria-label={`${t('Save note')}: ${about}`}>
        {t('Save note')}
      </Button>
    </Form>
  );
}
