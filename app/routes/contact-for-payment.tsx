// The payment inquiry (spec sections 2, 5 and 8): name, e-mail, message and a payment proof for
// a paid package. With JavaScript the form is checked here and sent to the /api call; without
// it, the page's own action does the same through the same domain function.
import { useState, type FormEvent } from 'react';
import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PackageSelect } from '../components/packages/package-select';
import { EmailField } from '../components/auth-fields';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { TextAreaField } from '../components/ui/text-area-field';
import { TextField } from '../components/ui/text-field';
import { useToast } from '../components/ui/toast';
import { getSessionUser } from '../domain/auth/session.server';
import { createPaymentInquiry } from '../domain/packages/payment-inquiries.server';
import { checkInquiry, inquiryValues, readInquiryForm } from '../domain/packages/inquiry-request.server';
import { listPackages } from '../domain/packages/catalogue.server';
import type { FieldErrors, FormFailure } from '../lib/errors';
import { formAction } from '../server-lib/form-action.server';
import { useT, useUser } from '../lib/root-data';
import { checkPaymentInquiry, checkProofFile, INQUIRY_SENT, NETWORK_ERROR, SEND_FAILED } from '../lib/forms/payment-inquiry';
import { firstMessage } from '../lib/forms/rules';
import { formToObject } from '../lib/validation';
import { pageTitle } from '../lib/page-title';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Payment Inquiry') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const paid = (await listPackages()).filter((p) => p.price > 0).map(({ _id, title, price }) => ({ _id, title, price }));
  const wanted = new URL(request.url).searchParams.get('package') ?? '';
  return { packages: paid, selectedId: paid.some((p) => p._id === wanted) ? wanted : '' };
}

type Answer = { ok: true; message: string } | ({ ok: false } & FormFailure);

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getSessionUser(request);
  return formAction(
    request,
    {
      check: checkInquiry,
      keep: inquiryValues,
      run: async ({ input, file }) => {
        const result = await createPaymentInquiry({ input, file, userId: user?.id ?? null, sender: context.ip });
        return data<Answer>({ ok: true, message: result.message });
      },
      answer: (failure): Answer => ({ ok: false, ...failure }),
    },
    // Multipart with the proof file, under the inquiry's own limits and rate limit.
    (body) => readInquiryForm({ request: body, sender: context.ip }),
  );
}

interface View {
  tone: 'danger' | 'success';
  text: string;
  errors: FieldErrors;
}

export default function ContactForPayment() {
  const t = useT();
  const user = useUser();
  const toast = useToast();
  const { packages, selectedId } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const [view, setView] = useState<View | null>(() => (answer ? toView(answer, t) : null));
  const [busy, setBusy] = useState(false);
  const typed = answer && !answer.ok ? answer.values : {};
  const initial = (name: string, fallback = '') => (typeof typed[name] === 'string' ? (typed[name] as string) : fallback);
  const err = (name: string) => (view?.errors[name] ? t(view.errors[name]) : undefined);

  const show = (next: View) => {
    setView(next);
    toast(next.text, next.tone);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const problems = checkPaymentInquiry(formToObject(body));
    const fileProblem = checkProofFile(body.get('file') as File | null);
    if (Object.keys(problems).length || fileProblem) {
      const errors = { ...problems, ...(fileProblem ? { file: fileProblem } : {}) };
      setView({ tone: 'danger', text: t(firstMessage(problems) ?? fileProblem!), errors });
      return;
    }
    setBusy(true);
    try {
      const response = await fetch('/api/auth/contactForPayment', { method: 'POST', body, headers: { accept: 'application/json' } });
      const result = (await response.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors };
      if (!response.ok) {
        show({ tone: 'danger', text: failure(t, result.message), errors: result.errors ?? {} });
        return;
      }
      show({ tone: 'success', text: t(result.message ?? INQUIRY_SENT), errors: {} });
      form.reset();
    } catch {
      // No answer at all (offline, timed out): the spec's toast. What was typed stays.
      show({ tone: 'danger', text: t(NETWORK_ERROR), errors: {} });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={t('Payment Inquiry')} narrow>
      <p className="mb-4 text-sm text-muted">{t('Send us your payment proof and we will activate your package after checking it.')}</p>
      {view && (
        <div className="mb-4">
          <Alert tone={view.tone}>{view.text}</Alert>
        </div>
      )}
      <form method="post" encType="multipart/form-data" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label={t('Name')} name="name" autoComplete="name" defaultValue={initial('name', user?.username)} error={err('name')} />
        <EmailField defaultValue={initial('email', user?.email)} error={err('email')} />
        <PackageSelect packages={packages} defaultValue={initial('packageId', selectedId)} error={err('packageId')} />
        <TextAreaField label={t('Message')} name="message" defaultValue={initial('message')} error={err('message')} />
        <TextField
          label={t('Payment proof')}
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          hint={t('JPEG, PNG, WebP or PDF, up to 5 MB.')}
          error={err('file')}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('Sending...') : t('Send')}
        </Button>
      </form>
    </Page>
  );
}

function failure(t: (text: string) => string, message: string | undefined) {
  return message && message !== SEND_FAILED ? `${t(SEND_FAILED)}: ${t(message)}` : t(SEND_FAILED);
}

function toView(answer: Answer, t: (text: string) => string): View {
  if (answer.ok) return { tone: 'success', text: t(answer.message), errors: {} };
  return { tone: 'danger', text: failure(t, answer.message), errors: answer.errors };
}
