// /unsubscribe/:token: the alert e-mail's unsubscribe link, without signing in. Opening it
// (GET) only asks, since mail scanners open links; the button, or a mail program's one-click
// unsubscribe (RFC 8058: a POST of 'List-Unsubscribe=One-Click' to the same address), stops the
// alerts of the saved searches it names (pauses them; their owner can resume them on
// /saved-searches). A forged or stale token is refused; a second unsubscribe changes nothing and
// says the same.
import { data, Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { INVALID_UNSUBSCRIBE_LINK, unsubscribe, unsubscribeTarget } from '../domain/saved-searches/unsubscribe.server';
import type { FormFailure } from '../lib/errors';
import { pageTitle } from '../lib/page-title';
import { useT } from '../lib/root-data';
import { formAction } from '../server-lib/form-action.server';
import { refusalStatus } from '../server-lib/page-refusals.server';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Stop alerts') }, { name: 'robots', content: 'noindex' }];

type Target = { ok: true; names: string[]; paused: boolean } | { ok: false; message: string };

export async function loader({ params }: LoaderFunctionArgs) {
  try {
    return data<Target>({ ok: true, ...(await unsubscribeTarget(params.token)) });
  } catch (error) {
    if (refusalStatus(error) !== 404) throw error;
    return data<Target>({ ok: false, message: INVALID_UNSUBSCRIBE_LINK }, { status: 404 });
  }
}

type Answer = { ok: true; names: string[] } | { ok: false; message: string };

export async function action({ request, params }: ActionFunctionArgs) {
  return formAction(request, {
    answer: ({ message }: FormFailure) => ({ ok: false, message }),
    run: async () => data<Answer>({ ok: true, ...(await unsubscribe(params.token)) }),
  });
}

export const clientAction = keepFormInPlace();

export default function Unsubscribe() {
  const t = useT();
  const target = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>() as Answer | undefined;
  const busy = useNavigation().state === 'submitting';
  const stopped = done?.ok || (target.ok && target.paused);
  const failure = done && !done.ok ? done.message : !target.ok ? target.message : null;
  const names = target.ok ? target.names : [];
  const [name] = names;
  const quoted = names.map((each) => `'${each}'`).join(', ');
  return (
    <Page title={t('Stop alerts')} narrow>
      <div className="flex flex-col items-start gap-4">
        {failure ? (
          <Alert>{t(failure)}</Alert>
        ) : stopped ? (
          <Alert tone="success">
            {names.length > 1 ? t('You will get no more alerts for {names}.', { names: quoted }) : t("You will get no more alerts for '{name}'.", { name })}
          </Alert>
        ) : (
          <>
            <p className="text-fg">
              {names.length > 1
                ? t('Stop the e-mail alerts for your saved searches {names}?', { names: quoted })
                : t("Stop the e-mail alerts for your saved search '{name}'?", { name })}
            </p>
            <Form method="post">
              <Button type="submit" disabled={busy}>
                {busy ? t('Saving...') : t('Stop alerts')}
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
