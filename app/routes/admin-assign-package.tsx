// Package assignment (admins, spec sections 2 and 6): give any user a package by hand, or answer
// an open payment inquiry with one click. Non-admins never see it: the loader sends them to
// /sign-in, and the /api call answers 403 'Access denied'.
import { data, Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { InquiryList } from '../components/packages/inquiry-list';
import { PackageSelect } from '../components/packages/package-select';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { TextField } from '../components/ui/text-field';
import { requireAdminPage } from '../domain/auth/guards.server';
import { listPackages } from '../domain/packages/catalogue.server';
import { assignInquiredPackage, assignPackage, PACKAGE_ASSIGNED } from '../domain/packages/choose-package.server';
import { listPaymentInquiries } from '../domain/packages/payment-inquiries.server';
import { searchUsers } from '../domain/users/search-users.server';
import type { FieldErrors, FormFailure } from '../lib/errors';
import { formAction, formStep } from '../server-lib/form-action.server';
import { useT, useUser } from '../lib/root-data';
import { assignPackageSchema } from '../lib/schemas/package';
import { pageTitle } from '../lib/page-title';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Assign Package') }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  const q = new URL(request.url).searchParams.get('q') ?? '';
  const [packages, inquiries, users] = await Promise.all([listPackages(), listPaymentInquiries(), searchUsers({ query: q })]);
  return { q, packages: packages.map(({ _id, title, price }) => ({ _id, title, price })), inquiries, users };
}

type Answer = { ok: boolean; message: string; errors?: FieldErrors };

/** The page reads { ok, message } and, for the form by hand, the field errors. */
const refusal = ({ message, errors }: FormFailure): Answer => ({ ok: false, message, ...(Object.keys(errors).length ? { errors } : {}) });
const ASSIGNED = { ok: true, message: PACKAGE_ASSIGNED } satisfies Answer;

export async function action({ request }: ActionFunctionArgs) {
  await requireAdminPage(request);
  return formAction(request, (intent) =>
    intent === 'inquiry'
      ? formStep({
          answer: refusal,
          run: async ({ inquiryId }) => {
            await assignInquiredPackage({ inquiryId: String(inquiryId ?? '') });
            return data<Answer>(ASSIGNED);
          },
        })
      : formStep({
          answer: refusal,
          check: assignPackageSchema,
          run: async (input) => {
            await assignPackage(input);
            return data<Answer>(ASSIGNED);
          },
        }),
  );
}

export const clientAction = keepFormInPlace();

export default function AdminAssignPackage() {
  const t = useT();
  const user = useUser();
  const { q, packages, inquiries, users } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === 'submitting';
  // Said once, in the page (a status, or an alert on failure, which screen readers announce):
  // a toast repeating it made 'Package assigned successfully!' appear twice.
  const text = answer && (answer.ok ? t(answer.message) : `${t('Failed to assign package')}: ${t(answer.message)}`);
  const errors = answer?.errors ?? {};

  if (!user?.isAdmin) {
    return (
      <Page title={t('Assign Package')} narrow>
        <Alert>{t('Access denied')}</Alert>
      </Page>
    );
  }
  return (
    <Page title={t('Assign Package')}>
      {answer && text && (
        <div className="mb-4">
          <Alert tone={answer.ok ? 'success' : 'danger'}>{text}</Alert>
        </div>
      )}
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="assign-by-hand" className="flex flex-col gap-4">
          <h2 id="assign-by-hand" className="text-lg font-semibold text-fg">
            {t('Assign a package to a user')}
          </h2>
          <Form method="get" className="flex items-end gap-2">
            <TextField label={t('Find a user by e-mail or username')} name="q" type="search" defaultValue={q} className="flex-1" />
            <Button type="submit" variant="secondary">
              {t('Search')}
            </Button>
          </Form>
          <Form method="post" preventScrollReset className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2" aria-describedby={errors.userId ? 'assign-user-error' : undefined}>
              <legend className="mb-1 text-sm font-medium text-fg">{t('User')}</legend>
              {!users.length && <p className="text-sm text-muted">{q ? t('No users found.') : t('Search for a user first.')}</p>}
              {users.map((u) => (
                <label key={u._id} className="flex min-h-11 items-center gap-3 rounded-lg border border-line bg-surface px-3 text-sm text-fg">
                  <input type="radio" name="userId" value={u._id} defaultChecked={users.length === 1} className="size-5 accent-brand" />
                  <span className="break-all">
                    {u.username} · {u.email}
                  </span>
                </label>
              ))}
              {errors.userId && (
                <p id="assign-user-error" className="text-sm text-danger">
                  {t(errors.userId)}
                </p>
              )}
            </fieldset>
            <PackageSelect packages={packages} defaultValue="" error={errors.packageId && t(errors.packageId)} />
            <Button type="submit" disabled={busy}>
              {t('Assign Package')}
            </Button>
          </Form>
        </section>
        <section aria-labelledby="open-inquiries" className="flex flex-col gap-4">
          <h2 id="open-inquiries" className="text-lg font-semibold text-fg">
            {t('Open payment inquiries')}
          </h2>
          <InquiryList inquiries={inquiries} busy={busy} />
        </section>
      </div>
    </Page>
  );
}
