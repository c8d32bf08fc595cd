// One saved search on /saved-searches: its name (a link to its results) and filters, whether its
// alerts are on and how often, and its forms: rename, how often, pause or resume, delete. Each
// form posts to the page's action (a fetcher: the list reloads after it; a plain post without
// JavaScript), and shows a refusal beside itself.
import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import { useFetcher, Link, type FetcherWithComponents } from 'react-router';
import { checkRename } from '../../lib/forms/saved-search';
import { useRootData, useT } from '../../lib/root-data';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, describeQuery, SAVED_SEARCH_LIMITS } from '../../lib/saved-search-query';
import type { SavedSearchAnswer, SavedSearchView } from '../../lib/views/saved-searches';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

/** The refusal of an answer, if any (a field's message first). */
const refusal = (answer: SavedSearchAnswer | undefined) => (answer && !answer.ok ? (Object.values(answer.errors ?? {})[0] ?? answer.message) : undefined);

/** One of the card's forms: it tells the page's action what to do (intent) with this search. */
function CardForm({
  fetcher,
  intent,
  id,
  className,
  noValidate,
  onSubmit,
  children,
}: {
  fetcher: FetcherWithComponents<SavedSearchAnswer>;
  intent: string;
  id: string;
  className?: string;
  noValidate?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" noValidate={noValidate} className={className} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {children}
    </fetcher.Form>
  );
}

export function SavedSearchCard({ search }: { search: SavedSearchView }) {
  const t = useT();
  const { lang } = useRootData();
  const headingId = useId();
  const rename = useFetcher<SavedSearchAnswer>();
  const often = useFetcher<SavedSearchAnswer>();
  const toggle = useFetcher<SavedSearchAnswer>();
  const remove = useFetcher<SavedSearchAnswer>();
  const paused = toggle.formData ? toggle.formData.get('intent') === 'pause' : search.paused;
  const problem = refusal(toggle.data) ?? refusal(remove.data);
  const [nameProblem, setNameProblem] = useState<string | undefined>();
  const nameError = nameProblem ?? (rename.state === 'idle' ? refusal(rename.data) : undefined);
  return (
    <article aria-labelledby={headingId} className={`flex h-full flex-col gap-4 rounded-xl border border-line bg-surface p-4 ${remove.state !== 'idle' ? 'opacity-50' : ''}`}>
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="break-words text-lg font-semibold text-fg">
          <Link to={search.url} className="hover:text-brand hover:underline">
            {search.name}
          </Link>
        </h2>
        <p className="break-words text-sm text-muted">{describeQuery(search.query, t, lang).join(' · ')}</p>
        <p className="text-sm font-medium text-fg">
          {paused ? t('Alerts paused') : t('Alerts: {frequency}', { frequency: t(ALERT_FREQUENCY_LABELS[search.frequency]) })}
        </p>
      </div>
      <CardForm
        fetcher={rename}
        intent="rename"
        id={search.id}
        noValidate
        className="flex items-end gap-2"
        onSubmit={(event) => {
          // The same check as the server's: a blank or too long name is told here, not sent.
          const problem = checkRename({ name: new FormData(event.currentTarget).get('name') }).name;
          setNameProblem(problem);
          if (problem) event.preventDefault();
        }}
      >
        <TextField
          label={t('Name')}
          name="name"
          defaultValue={search.name}
          key={search.name}
          maxLength={SAVED_SEARCH_LIMITS.nameMax}
          required
          error={nameError && t(nameError)}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" disabled={rename.state !== 'idle'} aria-label={`${t('Rename')}: ${search.name}`}>
          {t('Rename')}
        </Button>
      </CardForm>
      <CardForm fetcher={often} intent="frequency" id={search.id} className="flex items-end gap-2">
        <SelectField
          label={t('How often')}
          name="frequency"
          defaultValue={search.frequency}
          key={search.frequency}
          options={ALERT_FREQUENCIES.map((value) => ({ value, label: t(ALERT_FREQUENCY_LABELS[value]) }))}
          error={refusal(often.data) && t(refusal(often.data)!)}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" disabled={often.state !== 'idle'} aria-label={`${t('Save how often')}: ${search.name}`}>
          {t('Save')}
        </Button>
      </CardForm>
      <div className="mt-auto flex flex-wrap gap-2">
        <CardForm fetcher={toggle} intent={paused ? 'resume' : 'pause'} id={search.id}>
          <Button type="submit" variant="secondary" disabled={toggle.state !== 'idle'} aria-label={`${paused ? t('Resume alerts') : t('Pause alerts')}: ${search.name}`}>
            {paused ? t('Resume alerts') : t('Pause alerts')}
          </Button>
        </CardForm>
        <CardForm fetcher={remove} intent="delete" id={search.id}>
          <Button type="submit" variant="danger" disabled={remove.state !== 'idle'} aria-label={`${t('Delete')}: ${search.name}`}>
            {t('Delete')}
          </Button>
        </CardForm>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {t(problem)}
        </p>
      )}
    </article>
  );
}
