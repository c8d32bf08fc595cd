// The /contact form: name, e-mail and message to the site's team. With JavaScript it sends JSON
// to POST /api/auth/contact and stays on the page; before the scripts have loaded it is a plain
// form that the page action answers. Either way the same schema checks it, and a failure keeps
// what was typed.
import { useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import type { FieldErrors } from '../../lib/errors';
import { useT, useUser } from '../../lib/root-data';
import { CONTACT_MESSAGES, contactSchema } from '../../lib/schemas/contact';
import { validate } from '../../lib/validation';
import { sendJson } from '../listing/send-json';
import { TextAreaField } from '../listing/text-area-field';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

export interface ContactActionData {
  ok?: boolean;
  message: string;
  errors?: FieldErrors;
  values?: Record<string, unknown>;
}

type Status = { tone: 'success' | 'danger'; text: string } | null;
type Field = 'name' | 'email' | 'message';

export function SiteContactForm({ actionData }: { actionData?: ContactActionData }) {
  const t = useT();
  const user = useUser();
  const sent = actionData?.values ?? {};
  const start = (name: Field, fallback = '') => (typeof sent[name] === 'string' ? (sent[name] as string) : fallback);
  const [values, setValues] = useState({ name: start('name', user?.username), email: start('email', user?.email), message: start('message') });
  const [errors, setErrors] = useState<FieldErrors>(actionData?.errors ?? {});
  const [status, setStatus] = useState<Status>(actionData ? { tone: actionData.ok ? 'success' : 'danger', text: actionData.message } : null);
  const [busy, setBusy] = useState(false);
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors[name] && t(errors[name]),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const checked = validate(contactSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await sendJson('/api/auth/contact', 'POST', values);
      if (answer.ok) {
        setStatus({ tone: 'success', text: CONTACT_MESSAGES.sent });
        setValues((v) => ({ ...v, message: '' }));
      } else if (answer.status === 400 && answer.body?.errors) {
        setErrors(answer.body.errors);
      } else {
        setStatus({ tone: 'danger', text: CONTACT_MESSAGES.failed });
      }
    } catch {
      setStatus({ tone: 'danger', text: CONTACT_MESSAGES.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField label={t('Name')} autoComplete="name" maxLength={100} {...field('name')} />
      <TextField label={t('Email')} type="email" inputMode="email" autoComplete="email" {...field('email')} />
      <TextAreaField label={t('Message')} rows={6} maxLength={5000} {...field('message')} />
      {status && <Alert tone={status.tone}>{t(status.text)}</Alert>}
      <Button type="submit" disabled={busy}>
        {busy ? t('Sending...') : t('Send message')}
      </Button>
    </Form>
  );
}
