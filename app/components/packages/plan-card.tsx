// One card of the plans page: title, price in MMK, what it allows (listings and days, from the
// package itself, so an admin's change shows at once), features, and the choose button. The
// highlighted plan gets the brand ring and a badge, in either theme.
import type { FormEvent } from 'react';
import type { useFetcher } from 'react-router';
import type { PackageView } from '../../lib/views/package-views';
import { useT } from '../../lib/root-data';
import { Button } from '../ui/button';
import { formatMmk, listingAllowance } from './format';

export function PlanCard({
  pkg,
  Form,
  onSubmit,
  buttonLabel,
  disabled,
}: {
  pkg: PackageView;
  Form: ReturnType<typeof useFetcher>['Form'];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  buttonLabel: string;
  disabled: boolean;
}) {
  const t = useT();
  const headingId = `plan-${pkg._id}`;
  return (
    <article
      aria-labelledby={headingId}
      // min-w-0 and overflow-wrap: an admin's 50-letter title without a space must wrap, not widen the page.
      className={`flex min-w-0 flex-col gap-4 [overflow-wrap:anywhere] rounded-2xl border bg-surface p-5 shadow-sm ${pkg.highlighted ? 'border-brand ring-2 ring-brand' : 'border-line'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-xl font-bold text-fg">
          {t(pkg.title)}
        </h2>
        {pkg.highlighted && <span className="rounded-full bg-brand px-3 py-1 text-xs font-semibold text-on-brand">{t('Most popular')}</span>}
      </div>
      <p className="text-fg">
        <span className="text-3xl font-bold">{formatMmk(pkg.price)}</span> <span className="text-sm font-semibold">{t('MMK')}</span>
        <span className="block text-sm text-muted">
          {listingAllowance(pkg.listingLimit, t)} · {t('for {n} days', { n: pkg.durationDays })}
        </span>
      </p>
      <ul className="flex flex-1 flex-col gap-2 text-sm text-fg">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-brand">
              ✓
            </span>
            {t(feature)}
          </li>
        ))}
      </ul>
      <Form method="post" onSubmit={onSubmit}>
        <input type="hidden" name="packageId" value={pkg._id} />
        {/* Described by the plan's title: three buttons all named 'Choose Plan' told a screen reader nothing. */}
        <Button type="submit" variant={pkg.highlighted ? 'primary' : 'secondary'} disabled={disabled} aria-describedby={headingId} className="w-full">
          {buttonLabel}
        </Button>
      </Form>
    </article>
  );
}
