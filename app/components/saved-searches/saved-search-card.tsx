// One saved search on /saved-searches: its name (a link to its results) and filters, whether its
// alerts are on and how often, and its forms: rename, how often, pause or resume, delete. Each
// form posts to the page's action (a fetcher: the list reloads after it; a plain post without
// JavaScript), and shows a refusal beside itself.
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { Link } from '../ui/link';
import { checkRename } from '../../lib/forms/saved-search';
import { useRootData, useT } from '../../lib/root-data';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, describeQuery, SAVED_SEARCH_LIMITS } from '../../lib/saved-search-query';
import type { SavedSearchView } from '../../lib/views/saved-searches';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

type Answer = { ok: true } | { ok: false; message: string; errors?: Record<string, string> };

/** The refusal of an answer, if any (a field's message first). */
const refusal = (answer: Answer | undefined) => (answer && !answer.ok ? (Object.values(answer.errors ?? {})[0] ?? answer.message) : undefined);

export function SavedSearchCard({ search }: { search: SavedSearchView }) {
  const t = useT();
  const { lang } = useRootData();
  const headingId = useId();
  const rename = useFetcher<Answer>();
  const often = useFetcher<Answer>();
  const toggle = useFetcher<Answer>();
  const remove = useFetcher<Answer>();
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
      <rename.Form
        method="post"
        noValidate
        className="flex items-end gap-2"
        onSubmit={(event) => {
          // The same check as the server's: a blank or too long name is told here, not sent.
          const problem = checkRename({ name: new FormData(event.currentTarget).get('name') }).name;
          setNameProblem(problem);
          if (problem) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="id" value={search.id} />
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
      </rename.Form>
      <often.Form method="post" className="flex items-end gap-2">
        <input type="hidden" name="intent" value="frequency" />
        <input type="hidden" name="id" value={search.id} />
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
      </often.Form>
      <div className="mt-auto flex flex-wrap gap-2">
        <toggle.Form method="post">
          <input type="hidden" name="intent" value={paused ? 'resume' : 'pause'} />
          <input type="hidden" name="id" value={search.id} />
          <Button type="submit" variant="secondary" disabled={toggle.state !== 'idle'} aria-label={`${paused ? t('Resume alerts') : t('Pause alerts')}: ${search.name}`}>
            {paused ? t('Resume alerts') : t('Pause alerts')}
          </Button>
        </toggle.Form>
        <remove.Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={search.id} />
          <Button type="submit" variant="danger" disabled={remove.state !== 'idle'} aria-label={`${t('Delete')}: ${search.name}`}>
            {t('Delete')}
          </Button>
        </remove.Form>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {t(problem)}
        </p>
      )}
    </article>
  );
}
