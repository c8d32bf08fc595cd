// The payment inquiry (spec sections 2, 5 and 8): name, e-mail, message and a payment proof for
// a paid package, sent to the page's own action (the domain function of its /api twin): with
// JavaScript checked here first and sent through a fetcher, so the page stays and keeps what was
// typed; without it, as a plain multipart POST.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { data, useActionData, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PackageSelect } from '../components/packages/package-select';
import { EmailField } from '../components/auth-fields';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { TextAreaField } from '../components/ui/text-area-field';
import { FileField } from '../components/ui/file-field';
import { TextField } from '../components/ui/text-field';
import { useToast } from '../components/ui/toast';
import { getSessionUser } from '../domain/auth/session.server';
import { createPaymentInquiry } from '../domain/packages/payment-inquiries.server';
import { checkInquiry, inquiryValues, readInquiryForm } from '../domain/packages/inquiry-request.server';
import { listPackages } from '../domain/packages/catalogue.server';
import type { FieldErrors, FormFailure } from '../lib/errors';
import { formAction } from '../server-lib/form-action.server';
import { useT, useUser } from '../lib/root-data';
import { checkPaymentInquiry, checkProofFile, INQUIRY_SENT, inquirySummary, NETWORK_ERROR, SEND_FAILED } from '../lib/forms/payment-inquiry';
import { useFocusFirstWrongField } from '../lib/forms/focus-first-wrong-field';
import { keepNetworkFailureInPlace, type NetworkFailure } from '../lib/network-failure';
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
      unexpected: SEND_FAILED,
    },
    // Multipart with the proof file, under the inquiry's own limits and rate limit.
    (body) => readInquiryForm({ request: body, sender: context.ip }),
  );
}

export const clientAction = keepNetworkFailureInPlace;

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
  const fetcher = useFetcher<Answer | NetworkFailure>();
  const busy = fetcher.state !== 'idle';
  const formRef = useRef<HTMLFormElement>(null);
  const focusWrongField = useFocusFirstWrongField(view);
  const typed = answer && !answer.ok ? answer.values : {};
  const initial = (name: string, fallback = '') => (typeof typed[name] === 'string' ? (typed[name] as string) : fallback);
  const err = (name: string) => (view?.errors[name] ? t(view.errors[name]) : undefined);

  const show = (next: View) => {
    setView(next);
    toast(next.text, next.tone);
  };

  // The fetcher's answer, taken once; it toasts too, so in an effect. What was typed stays in
  // the form but after a success, which empties it.
  const taken = useRef(fetcher.data);
  const fetched = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!fetched || fetched === taken.current) return;
    taken.current = fetched;
    // No answer at all (offline, timed out): the spec's toast.
    const next = 'status' in fetched && fetched.status === 0 ? { tone: 'danger' as const, text: t(NETWORK_ERROR), errors: {} } : toView(fetched as Answer, t);
    if (Object.keys(next.errors).length) focusWrongField(formRef.current);
    show(next);
    if (fetched.ok) formRef.current?.reset();
    // show and t are this render's; the answer alone decides when this runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetched]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const body = new FormData(form);
    const problems = checkPaymentInquiry(formToObject(body));
    const fileProblem = checkProofFile(body.get('file') as File | null);
    if (Object.keys(problems).length || fileProblem) {
      const errors = { ...problems, ...(fileProblem ? { file: fileProblem } : {}) };
      focusWrongField(form);
      setView({ tone: 'danger', text: t(inquirySummary(errors)!), errors });
      return;
    }
    void fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
  }

  return (
    <Page title={t('Payment Inquiry')} narrow>
      <p className="mb-4 text-sm text-muted">{t('Send us your payment proof and we will activate your package after checking it.')}</p>
      {view && (
        <div className="mb-4">
          <Alert tone={view.tone}>{view.text}</Alert>
        </div>
      )}
      <form ref={formRef} method="post" encType="multipart/form-data" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label={t('Name')} name="name" autoComplete="name" defaultValue={initial('name', user?.username)} error={err('name')} />
        <EmailField defaultValue={initial('email', user?.email)} error={err('email')} />
        <PackageSelect packages={packages} defaultValue={initial('packageId', selectedId)} error={err('packageId')} />
        <TextAreaField label={t('Message')} name="message" defaultValue={initial('message')} error={err('message')} />
        <FileField
          label={t('Payment proof')}
          chooseText={t('Choose a file')}
          name="file"
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
  if (answer.ok) return { tone: 'success', text: t(answer.message || INQUIRY_SENT), errors: {} };
  return { tone: 'danger', text: failure(t, answer.message), errors: answer.errors };
}
