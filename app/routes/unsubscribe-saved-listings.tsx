// /unsubscribe/saved-listings/:token: the unsubscribe link of the mails about saved listings
// (price drops, rented out, sold), without signing in. Opening it (GET) only asks, since mail
// scanners open links; the button, or a mail program's one-click unsubscribe (RFC 8058: a POST
// of 'List-Unsubscribe=One-Click' to the same address), stops them. A forged token is refused;
// a second stop changes nothing and says the same.
import { data, Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { INVALID_NEWS_LINK, newsStopped, stopNews } from '../domain/saved-listing-news/stop-news.server';
import type { FormFailure } from '../lib/errors';
import { pageTitle } from '../lib/page-title';
import { useT } from '../lib/root-data';
import { formAction } from '../server-lib/form-action.server';
import { refusalStatus } from '../server-lib/page-refusals.server';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Stop e-mails about saved listings') }, { name: 'robots', content: 'noindex' }];

type Target = { ok: true; stopped: boolean } | { ok: false; message: string };

export async function loader({ params }: LoaderFunctionArgs) {
  try {
    return data<Target>({ ok: true, ...(await newsStopped(params.token)) });
  } catch (error) {
    if (refusalStatus(error) !== 404) throw error;
    return data<Target>({ ok: false, message: INVALID_NEWS_LINK }, { status: 404 });
  }
}

type Answer = { ok: true } | { ok: false; message: string };

export async function action({ request, params }: ActionFunctionArgs) {
  return formAction(request, {
    answer: ({ message }: FormFailure) => ({ ok: false, message }),
    run: async () => {
      await stopNews(params.token);
      return data<Answer>({ ok: true });
    },
  });
}

export const clientAction = keepFormInPlace();

export default function UnsubscribeSavedListings() {
  const t = useT();
  const target = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>() as Answer | undefined;
  const busy = useNavigation().state === 'submitting';
  const failure = done && !done.ok ? done.message : !target.ok ? target.message : null;
  const stopped = done?.ok || (target.ok && target.stopped);
  return (
    <Page title={t('Stop e-mails about saved listings')} narrow>
      <div className="flex flex-col items-start gap-4">
        {failure ? (
          <Alert>{t(failure)}</Alert>
        ) : stopped ? (
          <Alert tone="success">{t('You will get no more e-mails about the listings you saved.')}</Alert>
        ) : (
          <>
            <p className="text-fg">{t('Stop the e-mails about price drops and closings of the listings you saved?')}</p>
            <Form method="post">
              <Button type="submit" disabled={busy}>
                {busy ? t('Saving...') : t('Stop e-mails')}
              </Button>
            </Form>
          </>
        )}
        <ButtonLink to="/favourites" variant="secondary">
          {t('Saved homes')}
        </ButtonLink>
      </div>
    </Page>
  );
}
