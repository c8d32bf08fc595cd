// The plans page (Choose Your Plan, spec sections 2 and 4).
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { currentPlanOf } from '../components/packages/format';
import { CurrentPlanNote } from '../components/packages/current-plan-note';
import { PlanCard } from '../components/packages/plan-card';
import { usePackageChoice } from '../components/packages/use-package-choice';
import { PendingPaymentNote } from '../components/packages/pending-payment-note';
import { Alert } from '../components/ui/alert';
import { Page } from '../components/ui/page';
import { selectPackage } from '../domain/packages/choose-package.server';
import { choosePackageAction, loadPackageChoice } from '../domain/packages/plans-page.server';
import { isLockedCurrentPlan } from '../lib/package-rules';
import { useT } from '../lib/root-data';
import { pageTitle } from '../lib/page-title';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Choose Your Plan') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadPackageChoice({ request });

export const action = ({ request }: ActionFunctionArgs) => choosePackageAction({ request, choose: selectPackage });

export default function Price() {
  const t = useT();
  const { packages, status, pendingPayment, error } = useLoaderData<typeof loader>();
  const current = currentPlanOf(status, packages);
  const { Form, onSubmit, notice, pendingId } = usePackageChoice({ current });

  return (
    <Page title={t('Choose Your Plan')}>
      <div className="mb-6 flex flex-col gap-3">
        <p className="text-muted">{t('Free is ready at once. Gold and Premium are switched on after your payment is checked.')}</p>
        <CurrentPlanNote status={status} />
        <PendingPaymentNote payment={pendingPayment} />
        {error && <Alert>{t('Error: {message}', { message: t(error) })}</Alert>}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {packages.map((pkg) => {
          const plan = { id: pkg._id, title: pkg.title, price: pkg.price };
          const locked = isLockedCurrentPlan(current, plan);
          const isCurrent = current?.plan.id === pkg._id;
          const label = pendingId === pkg._id ? t('Selecting...') : locked ? t('Current Plan') : isCurrent ? t('Renew Plan') : t('Choose Plan');
          return <PlanCard key={pkg._id} pkg={pkg} Form={Form} onSubmit={onSubmit(plan)} buttonLabel={label} disabled={locked || pendingId !== null} />;
        })}
      </div>
      {!packages.length && !error && <p className="text-muted">{t('No packages yet.')}</p>}
    </Page>
  );
}
