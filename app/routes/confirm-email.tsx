// /confirm-email/:token: the link mailed to a new or changed address. Opening it (GET) only asks,
// since mail scanners open links and would confirm an address its owner never saw; the button
// confirms it. A forged, expired or outdated link (the address changed since) is refused.
import { data, Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { confirmationTarget, confirmEmail, INVALID_CONFIRMATION_LINK } from '../domain/account/email-confirmation.server';
import type { FormFailure } from '../lib/errors';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';
import { pageTitle } from '../lib/page-title';
import { useT } from '../lib/root-data';
import { formAction } from '../server-lib/form-action.server';
import { refusalStatus } from '../server-lib/page-refusals.server';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Confirm your e-mail address') }, { name: 'robots', content: 'noindex' }];

type Target = { ok: true; email: string; confirmed: boolean } | { ok: false; message: string };

export async function loader({ params }: LoaderFunctionArgs) {
  try {
    return data<Target>({ ok: true, ...(await confirmationTarget(params.token)) });
  } catch (error) {
    if (refusalStatus(error) !== 404) throw error;
    return data<Target>({ ok: false, message: INVALID_CONFIRMATION_LINK }, { status: 404 });
  }
}

type Answer = { ok: true; email: string } | { ok: false; message: string };

export async function action({ request, params }: ActionFunctionArgs) {
  return formAction(request, {
    answer: ({ message }: FormFailure) => ({ ok: false, message }),
    run: async () => data<Answer>({ ok: true, ...(await confirmEmail(params.token)) }),
  });
}

export const clientAction = keepFormInPlace();

export default function ConfirmEmail() {
  const t = useT();
  const target = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>() as Answer | undefined;
  const busy = useNavigation().state === 'submitting';
  const confirmed = done?.ok || (target.ok && target.confirmed);
  const failure = done && !done.ok ? done.message : !target.ok ? target.message : null;
  const email = target.ok ? target.email : '';
  return (
    <Page title={t('Confirm your e-mail address')} narrow>
      <div className="flex flex-col items-start gap-4">
        {failure ? (
          <Alert>{t(failure)}</Alert>
        ) : confirmed ? (
          <Alert tone="success">{t('{email} is confirmed. Alerts for your saved searches will reach it.', { email })}</Alert>
        ) : (
          <>
            <p className="text-fg">{t('Confirm {email} as the address for your Yangon Homes alerts?', { email })}</p>
            <Form method="post">
              <Button type="submit" disabled={busy}>
                {busy ? t('Saving...') : t('Confirm my address')}
              </Button>
            </Form>
          </>
        )}
        <ButtonLink to="/saved-searches" variant="secondary">
          {t('Manage saved searches')}
        </ButtonLink>
      </div>
    </Page>
  );
}
