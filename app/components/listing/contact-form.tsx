// Write to the lister. The server finds the lister's address from the listing; the browser
// only names the listing.
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../lib/errors';
import { useT, useUser } from '../../lib/root-data';
import { CONTACT_MESSAGES, contactSchema } from '../../lib/schemas/contact';
import { validate } from '../../lib/validation';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { sendJson } from './send-json';
import { TextAreaField } from './text-area-field';
import { useHydrated } from './use-hydrated';

type Status = { tone: 'success' | 'danger'; text: string } | null;

export function ContactForm({ listingId, listingName }: { listingId: string; listingName: string }) {
  const t = useT();
  const user = useUser();
  const hydrated = useHydrated();
  const [values, setValues] = useState({ name: user?.username ?? '', email: user?.email ?? '', phone: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors[name] && t(errors[name]),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const input = { ...values, propertyId: listingId, propertyTitle: listingName };
    const checked = validate(contactSchema, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await sendJson('/api/auth/contact', 'POST', input);
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
    <section aria-labelledby="contact-heading" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="contact-heading" className="mb-3 text-lg font-semibold text-fg">
        {t('Contact the lister')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextField label={t('Name')} autoComplete="name" {...field('name')} />
        <TextField label={t('Email')} type="email" inputMode="email" autoComplete="email" {...field('email')} />
        <TextField label={t('Phone (optional)')} type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
        <TextAreaField label={t('Message')} rows={4} maxLength={5000} {...field('message')} />
        {status && <Alert tone={status.tone}>{t(status.text)}</Alert>}
        <Button type="submit" disabled={busy || !hydrated}>
          {busy ? t('Sending...') : t('Send message')}
        </Button>
      </form>
    </section>
  );
}
