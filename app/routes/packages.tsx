// The older simple package list (spec: name, price, listingsAllowed, durationInDays and a buy
// button), kept for its links; admins also reach the package forms from here. Nothing is bought
// on the free plan: it reads 'Start free' (a visitor signs up first, then comes back to choose
// it). The plan the user holds, free or paid, reads 'Current Plan' while it can still post, as
// on /price (isLockedCurrentPlan).
import { useLoaderData, Link, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { currentPlanOf, listingAllowance, priceInMmk } from '../components/packages/format';
import { usePackageChoice } from '../components/packages/use-package-choice';
import { CurrentPlanNote } from '../components/packages/current-plan-note';
import { PendingPaymentNote } from '../components/packages/pending-payment-note';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { buyPackage } from '../domain/packages/choose-package.server';
import { choosePackageAction, loadPackageChoice } from '../domain/packages/plans-page.server';
import { isFree, isLockedCurrentPlan, type CurrentPlan, type Plan } from '../lib/package-rules';
import { useT, useUser } from '../lib/root-data';
import { pageTitle } from '../lib/page-title';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Packages') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadPackageChoice({ request });

export const action = ({ request }: ActionFunctionArgs) => choosePackageAction({ request, choose: buyPackage });

/** The button's words for a plan: a paid plan is bought, the free one started, the one held kept. */
function choiceLabel(plan: Plan, current: CurrentPlan | null): 'Buy' | 'Start free' | 'Current Plan' {
  if (isLockedCurrentPlan(current, plan) || (isFree(plan) && current && isFree(current.plan) && current.isActive)) return 'Current Plan';
  return isFree(plan) ? 'Start free' : 'Buy';
}

export default function Packages() {
  const t = useT();
  const user = useUser();
  const { packages, status, pendingPayment, error } = useLoaderData<typeof loader>();
  const current = currentPlanOf(status, packages);
  const { Form, onSubmit, notice, pendingId } = usePackageChoice({ current });

  return (
    <Page title={t('Packages')}>
      <div className="mb-4 flex flex-col gap-3">
        {user?.isAdmin && (
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/create-package">{t('Create Package')}</ButtonLink>
            <ButtonLink to="/admin-assign-package" variant="secondary">
              {t('Assign Package')}
            </ButtonLink>
          </div>
        )}
        <CurrentPlanNote status={status} />
        <PendingPaymentNote payment={pendingPayment} />
        {error && <Alert>{t('Error: {message}', { message: t(error) })}</Alert>}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>
      <ul className="flex flex-col gap-3">
        {packages.map((pkg) => {
          const plan = { id: pkg._id, title: pkg.title, price: pkg.price };
          const label = choiceLabel(plan, current);
          return (
            <li key={pkg._id} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center">
              {/* min-w-0 and overflow-wrap: a 50-letter name without a space wraps instead of widening the page. */}
              <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                <h2 className="text-lg font-semibold text-fg">{t(pkg.name)}</h2>
                <p className="text-sm text-muted">
                  {priceInMmk(pkg.price, t)} ·{' '}
                  {listingAllowance(pkg.listingsAllowed, t)} ·{' '}
                  {t('{n} days', { n: pkg.durationInDays })}
                </p>
              </div>
              <div className="flex gap-2">
                {user?.isAdmin && (
                  <Link to={`/update-package/${pkg._id}`} className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-brand">
                    {t('Edit')}
                    <span className="sr-only"> {pkg.name}</span>
                  </Link>
                )}
                {!user && label === 'Start free' ? (
                  <ButtonLink to="/sign-up?redirectTo=%2Fpackages">{t('Start free')}</ButtonLink>
                ) : (
                  <Form method="post" onSubmit={onSubmit(plan)}>
                    <input type="hidden" name="packageId" value={pkg._id} />
                    <Button type="submit" disabled={pendingId !== null || label === 'Current Plan'}>
                      {pendingId === pkg._id ? t('Selecting...') : t(label)}
                    </Button>
                  </Form>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
