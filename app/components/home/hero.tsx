// The top of the home page: what the site is, the full-text search box (GET /full-search, so it
// works before scripts load) and the live counters.
import { Form } from 'react-router';
import { useT } from '../../lib/root-data';
import { Counters } from './counters';
import { Search } from '../ui/icons';
import { clearValidity, sayWhenInvalid } from '../ui/validity-message';
import { EMPTY_SEARCH } from '../../lib/schemas/search';

export function Hero({ rent, sale }: { rent: number; sale: number }) {
  const t = useT();
  return (
    <section aria-labelledby="hero-heading" className="relative">
      {/* In the dark theme the brand colour is a light teal: a dark surface keeps the hero calm. */}
      <div className="bg-linear-to-br from-brand to-brand-strong px-4 pb-14 pt-8 text-on-brand sm:pb-24 sm:pt-16 dark:from-surface-2 dark:to-bg dark:text-fg">
        <div className="mx-auto max-w-3xl text-center">
          <h1 id="hero-heading" className="text-balance text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {t('Find your next home in Yangon')}
          </h1>
          <p className="mx-auto mt-3 max-w-xl text-pretty text-base opacity-90 sm:text-lg">
            {t('Condos, apartments, houses and land for rent and sale in every township, from trusted agencies and owners.')}
          </p>
          <Form method="get" action="/full-search" role="search" className="mx-auto mt-6 flex max-w-xl items-stretch gap-2 rounded-2xl bg-surface p-1.5 shadow-lg ring-1 ring-line focus-within:ring-2 focus-within:ring-accent">
            <label htmlFor="hero-search" className="sr-only">
              {t('Search listings')}
            </label>
            <span className="flex flex-1 items-center gap-2 pl-3 text-muted">
              <Search size={20} className="shrink-0" />
              <input
                id="hero-search"
                type="search"
                name="searchTerm"
                required
                onInvalid={sayWhenInvalid(t(EMPTY_SEARCH))}
                onInput={clearValidity}
                maxLength={200}
                enterKeyHint="search"
                placeholder={t('Condo, township, road...')}
                className="min-h-11 w-full min-w-0 bg-transparent text-base text-fg placeholder:text-muted focus:outline-none"
              />
            </span>
            <button type="submit" className="min-h-11 rounded-xl bg-brand px-5 text-sm font-semibold text-on-brand hover:bg-brand-strong">
              {t('Search')}
            </button>
          </Form>
        </div>
      </div>
      <div className="mx-auto -mt-10 max-w-3xl px-4 sm:-mt-14">
        <Counters rent={rent} sale={sale} />
      </div>
    </section>
  );
}
