// 'Save this search' on /search and /full-search: a name (suggested from the filters, the person
// may change it) and the page's own address, posted to /saved-searches. A fetcher keeps the
// reader on the results and says where to manage the search (and, for an address not yet
// confirmed, that alerts wait for it, with the link again); without JavaScript the form leads
// to the list, which says the same. A visitor is invited to sign in first and comes back to these results.
import { lazy, Suspense, useState } from 'react';
import { useFetcher, useLocation, Link } from 'react-router';
import { useRootData, useT, useUser } from '../../lib/root-data';
import { describeQuery, SAVED_SEARCH_LIMITS, type SavedSearchQuery, type SearchPage } from '../../lib/saved-search-query';
import { checkSaveSearch } from '../../lib/forms/saved-search';
import type { SavedSearchAnswer } from '../../lib/views/saved-searches';
import { Alert } from '../ui/alert';
import { buttonClass } from '../ui/button';
import { TextField } from '../ui/text-field';

// Shown only after saving, to a person whose address is not confirmed: fetched then.
const ConfirmEmailNotice = lazy(() => import('../saved-searches/confirm-email-notice').then((module) => ({ default: module.ConfirmEmailNotice })));

export function SaveSearch({ from, query }: { from: SearchPage; query: SavedSearchQuery }) {
  const t = useT();
  const user = useUser();
  const { lang } = useRootData();
  const location = useLocation();
  const fetcher = useFetcher<SavedSearchAnswer>();
  const [checked, setChecked] = useState<string | undefined>();
  const here = location.pathname + location.search;
  if (!user) {
    return (
      <p className="text-sm text-muted">
        <Link to={`/sign-in?redirectTo=${encodeURIComponent(here)}`} className="font-medium text-brand underline">
          {t('Sign in to save this search')}
        </Link>{' '}
        {t('and be told of new listings by e-mail.')}
      </p>
    );
  }
  const suggested = Array.from(query.term ?? describeQuery(query, t, lang).join(' · ')).slice(0, SAVED_SEARCH_LIMITS.nameMax).join('');
  const answer = fetcher.data;
  const saved = fetcher.state === 'idle' && answer?.ok;
  const error = checked ?? (answer && !answer.ok ? (answer.errors?.name ?? answer.message) : undefined);
  return (
    <details className="group rounded-xl border border-line bg-surface p-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand">{t('Save this search')}</summary>
      {saved ? (
        <div className="mt-2 flex flex-col gap-2">
          {answer.unconfirmedEmail ? (
            <>
              {/* No alert reaches an unconfirmed address: said here, with the link again. */}
              <Alert tone="success">{t('Search saved. We will e-mail you new listings once you confirm {email}.', { email: answer.unconfirmedEmail })}</Alert>
              <Suspense fallback={null}>
                <ConfirmEmailNotice email={answer.unconfirmedEmail} />
              </Suspense>
            </>
          ) : (
            <Alert tone="success">{t('Search saved. We will e-mail you new listings daily.')}</Alert>
          )}
          <Link to="/saved-searches" className="text-sm font-medium text-brand underline">
            {t('Manage saved searches')}
          </Link>
        </div>
      ) : (
        <fetcher.Form
          method="post"
          action="/saved-searches"
          noValidate
          className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const problem = checkSaveSearch(Object.fromEntries(form)).name;
            setChecked(problem);
            if (problem) return;
            form.set('js', '1');
            void fetcher.submit(form, { method: 'post', action: '/saved-searches' });
          }}
        >
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="from" value={from} />
          <input type="hidden" name="query" value={location.search} />
          <input type="hidden" name="back" value={here} />
          <TextField label={t('Name of this search')} name="name" defaultValue={suggested} maxLength={SAVED_SEARCH_LIMITS.nameMax} required error={error && t(error)} className="flex-1" />
          <button type="submit" disabled={fetcher.state !== 'idle'} className={buttonClass('primary', 'sm:mt-6')}>
            {fetcher.state !== 'idle' ? t('Saving...') : t('Save')}
          </button>
        </fetcher.Form>
      )}
    </details>
  );
}
