// /saved-searches: a signed-in person's saved searches, newest first: each opens its results, and
// can be renamed, paused or resumed, told how often to alert (as it happens, daily, weekly) and
// deleted. The action also takes 'Save this search' from /search and /full-search (intent save).
// Identity from the session only; another person's saved search is "not found". While the
// person's address is unconfirmed, the page says that no alert reaches it and offers the link again.
import { data, redirect, useActionData, useLoaderData, useRouteError, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ConfirmEmailNotice } from '../components/saved-searches/confirm-email-notice';
import { SavedSearchCard } from '../components/saved-searches/saved-search-card';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { PushNudge } from '../components/push/push-nudge';
import { sendConfirmationMail } from '../domain/account/email-confirmation.server';
import { requireUserPage } from '../domain/auth/guards.server';
import { safeRedirect } from '../domain/auth/safe-redirect.server';
import { getSessionUser } from '../domain/auth/session.server';
import { deleteSavedSearch, listSavedSearches, renameSavedSearch, saveSearch, setAlertFrequency, setAlertsPaused } from '../domain/saved-searches/saved-searches.server';
import { SAVED_SEARCH_MESSAGES } from '../lib/forms/saved-search';
import { pageTitle } from '../lib/page-title';
import { useT } from '../lib/root-data';
import { frequencySchema, renameSchema, saveSearchSchema } from '../lib/schemas/saved-search';
import type { SavedSearchAnswer, SavedSearchesPage } from '../lib/views/saved-searches';
import { formAction, formStep } from '../server-lib/form-action.server';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Saved searches') }];

/** The person's address while it is unconfirmed (no alert reaches it), else null. */
const unconfirmedEmailOf = (user: { email: string; emailConfirmedAt: Date | null }) => (user.emailConfirmedAt ? null : user.email);

export async function loader({ request }: LoaderFunctionArgs): Promise<SavedSearchesPage> {
  const user = await requireUserPage(request);
  return { searches: await listSavedSearches(user.id), unconfirmedEmail: unconfirmedEmailOf(user) };
}

const ok = (intent: string, id?: string, unconfirmedEmail?: string | null) => data<SavedSearchAnswer>({ ok: true, intent, id, unconfirmedEmail });

/** The page a search was saved from, for a visitor sent to sign in first (checked: a path of this site). */
function backOf(form: FormData): string {
  const back = form.get('back');
  return typeof back === 'string' && back ? safeRedirect(back) : '/saved-searches';
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await getSessionUser(request);
  return formAction(request, (intent) => {
    if (!user) return formStep({ run: async (_input, form) => redirect(`/sign-in?redirectTo=${encodeURIComponent(backOf(form))}`) });
    const userId = user.id;
    switch (intent) {
      case 'confirm-email':
        return formStep<Record<string, unknown>>({ run: async () => (await sendConfirmationMail({ user, request }), ok(intent)) });
      case 'save':
        return formStep({
          check: saveSearchSchema,
          run: async ({ name, query }, form) => {
            const saved = await saveSearch({ userId, name, query });
            // Without JavaScript the form leads to the list; a fetcher stays on the search.
            return form.get('js') === '1' ? ok('save', saved.id, unconfirmedEmailOf(user)) : redirect('/saved-searches');
          },
        });
      case 'rename':
        return formStep({ check: renameSchema, run: async ({ id, name }) => (await renameSavedSearch({ userId, id, name }), ok(intent)) });
      case 'frequency':
        return formStep({ check: frequencySchema, run: async ({ id, frequency }) => (await setAlertFrequency({ userId, id, frequency }), ok(intent)) });
      case 'pause':
      case 'resume':
        return formStep<Record<string, unknown>>({ run: async ({ id }) => (await setAlertsPaused({ userId, id, paused: intent === 'pause' }), ok(intent)) });
      case 'delete':
        return formStep<Record<string, unknown>>({ run: async ({ id }) => (await deleteSavedSearch({ userId, id }), ok(intent)) });
      default:
        return formStep({ run: async () => data<SavedSearchAnswer>({ ok: false, message: SAVED_SEARCH_MESSAGES.page }, { status: 400 }) });
    }
  });
}

export default function SavedSearches() {
  const t = useT();
  const { searches, unconfirmedEmail } = useLoaderData<typeof loader>();
  // A form posted without JavaScript (a fetcher shows its own answer): a refusal, said here.
  const refused = useActionData<{ message?: string } | undefined>()?.message;
  return (
    <Page title={t('Saved searches')}>
      {refused && (
        <div className="mb-6">
          <Alert>{t(refused)}</Alert>
        </div>
      )}
      {unconfirmedEmail && <ConfirmEmailNotice email={unconfirmedEmail} />}
      <PushNudge kind="search-matches" />
      {searches.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line bg-surface p-8 text-center">
          <p className="text-muted">{t('No saved searches yet. Search for homes, then choose "Save this search" to be told of new listings.')}</p>
          <ButtonLink to="/search" className="mt-4">
            {t('Find homes')}
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {searches.map((search) => (
            <li key={search.id}>
              <SavedSearchCard search={search} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  console.error(error);
  return (
    <Page title={t('Saved searches')}>
      <Alert>{t('Your saved searches could not be loaded. Please try again later.')}</Alert>
    </Page>
  );
}
