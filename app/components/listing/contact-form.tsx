// The contact form: name, e-mail, (optionally) phone and message, for the site's team on /contact
// or for a listing's lister. With JavaScript it is checked here and sent to the page's own action
// through a fetcher (intent=contact), and stays on the page. A listing's form only names the
// listing: the server finds the lister's address. On /contact the form is a plain POST before
// the scripts have loaded and comes back with that action's answer; on a listing its button
// waits for the scripts.
import { useRef, useState, type FormEvent } from 'react';
import { Form, useFetcher } from 'react-router';
import type { FieldErrors } from '../../lib/errors';
import { useT, useUser } from '../../lib/root-data';
import { CONTACT_MESSAGES, checkContact } from '../../lib/forms/contact';
import { useFocusFirstWrongField } from '../../lib/forms/focus-first-wrong-field';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';
import { useHydrated } from '../../lib/use-hydrated';

/** The page action's answer: to the form sent without JavaScript (as action data), or to its fetcher. */
export interface ContactActionData {
  ok?: boolean;
  message?: string;
  errors?: FieldErrors;
  values?: Record<string, unknown>;
}

type Status = { tone: 'success' | 'danger'; text: string; next?: string } | null;
type Field = 'name' | 'email' | 'phone' | 'message';

export function ContactForm({
  property,
  phone = false,
  rows = 6,
  pageAction = false,
  actionData,
  recipient,
}: {
  /** Who reads the message (a listing's lister): the confirmation names them and what comes next. */
  recipient?: string;
  /** The listing written about; the server uses its real title and lister. */
  property?: { id: string; title: string };
  /** Adds the optional phone field. */
  phone?: boolean;
  rows?: number;
  /** The page's action answers the form before the scripts have loaded. */
  pageAction?: boolean;
  actionData?: ContactActionData;
}) {
  const t = useT();
  const user = useUser();
  const hydrated = useHydrated();
  const sent = actionData?.values ?? {};
  const start = (name: Field, fallback = '') => (typeof sent[name] === 'string' ? (sent[name] as string) : fallback);
  const [values, setValues] = useState({
    name: start('name', user?.username),
    email: start('email', user?.email),
    ...(phone && { phone: start('phone') }),
    message: start('message'),
  });
  const [errors, setErrors] = useState<FieldErrors>(actionData?.errors ?? {});
  const focusWrongField = useFocusFirstWrongField(errors);
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>(actionData?.message ? { tone: actionData.ok ? 'success' : 'danger', text: actionData.message } : null);
  const fetcher = useFetcher<ContactActionData>();
  const busy = fetcher.state !== 'idle';

  // The action's answer to the fetcher, taken once, during render (no frame shows the old state).
  const [taken, setTaken] = useState(fetcher.data);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (answer && answer !== taken) {
    setTaken(answer);
    if (answer.ok) {
      const next = recipient
        ? t('{name} gets your message by e-mail and will reply to you at {email}.', { name: recipient, email: values.email.trim() })
        : undefined;
      setStatus({ tone: 'success', text: CONTACT_MESSAGES.sent, next });
      setValues((v) => ({ ...v, message: '' }));
    } else if (answer.errors && Object.keys(answer.errors).length) {
      focusWrongField(formRef.current);
      setErrors(answer.errors);
      setStatus(summaryOf(answer.errors));
    } else {
      // The server's own words (429 too many, 404 listing gone, 502 the mail server is down);
      // for no answer at all (lib/network-failure.ts), the form's message.
      setStatus({ tone: 'danger', text: answer.message || CONTACT_MESSAGES.failed });
    }
  }
  const field = (name: Field) => ({
    name,
    value: values[name] ?? '',
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors[name] && t(errors[name]),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    const input = property ? { ...values, propertyId: property.id, propertyTitle: property.title } : values;
    const problems = checkContact(input);
    if (Object.keys(problems).length) {
      focusWrongField(formRef.current);
      setErrors(problems);
      setStatus(summaryOf(problems));
      return;
    }
    setErrors({});
    void fetcher.submit({ intent: 'contact', ...input }, { method: 'post' });
  };

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField label={t('Name')} autoComplete="name" maxLength={100} {...field('name')} />
      <TextField label={t('Email')} type="email" inputMode="email" autoComplete="email" {...field('email')} />
      {phone && <TextField label={t('Phone (optional)')} type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />}
      <TextAreaField label={t('Message')} rows={rows} maxLength={5000} {...field('message')} />
      {status && (
        <Alert tone={status.tone}>
          {t(status.text)}
          {status.next && <span className="mt-1 block font-normal">{status.next}</span>}
        </Alert>
      )}
      <Button type="submit" disabled={busy || (!pageAction && !hydrated)}>
        {busy ? t('Sending...') : t('Send message')}
      </Button>
    </Form>
  );
}

/** The form's summary line above its button: the spec's sentence when a required field is empty (forms/contact.ts). */
const summaryOf = (errors: FieldErrors): Status => (errors.form ? { tone: 'danger', text: errors.form } : null);
