import { useEffect } from 'react';
import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  useNavigate,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { Link } from 'react-router';
import { PackageForm, valuesFromFailure, type PackageFormValues } from '../components/packages/package-form';
import { useOnChange } from '../lib/use-on-change';
import { Alert } from '../components/ui/alert';
import { Page } from '../components/ui/page';
import { useToast } from '../components/ui/toast';
import { requireAdminPage } from '../domain/auth/guards.server';
import { getPackage, updatePackage } from '../domain/packages/catalogue.server';
import type { FormFailure } from '../lib/errors';
import { refusalStatus } from '../server-lib/page-refusals.server';
import { formAction } from '../server-lib/form-action.server';
import { useT } from '../lib/root-data';
import { checkPackage } from '../lib/forms/package';
import { packageInputSchema } from '../lib/schemas/package';
import { useValidatedForm } from '../lib/use-validated-form';
import { pageTitle } from '../lib/page-title';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Update Package') }];

const UPDATE_FAILED = 'Error updating package.';
/** Spec section 4: after the success message, back to /packages after 2 seconds. */
export const RETURN_DELAY_MS = 2000;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  const saved = new URL(request.url).searchParams.has('saved');
  try {
    return { pkg: await getPackage({ packageId: params.id ?? '' }), error: null, saved };
  } catch (error) {
    // A refusal (no such package) is the page's message, answered 404 as the other editors'
    // unknown ids are; anything else is also a fault to log.
    const status = refusalStatus(error);
    if (status === undefined) console.error(error);
    return data({ pkg: null, error: 'Failed to fetch package.', saved: false }, { status: status ?? 500 });
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdminPage(request);
  const packageId = params.id ?? '';
  return formAction(request, {
    check: packageInputSchema,
    // Any failure but a refusal reads as the spec's message, keeping what was typed.
    unexpected: UPDATE_FAILED,
    run: async (input) => {
      await updatePackage({ packageId, input });
      // Through a redirect, so a reload cannot send the form twice; the page then says "saved".
      return redirect(`/update-package/${packageId}?saved=1`);
    },
  });
}

export const clientAction = keepFormInPlace(UPDATE_FAILED);

export default function UpdatePackage() {
  const t = useT();
  const { pkg, error, saved } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure>();
  const { errors, message, onSubmit, onChange } = useValidatedForm(checkPackage, actionData);
  const busy = useNavigation().state === 'submitting';
  const navigate = useNavigate();
  const toast = useToast();
  useOnChange(actionData, () => toast(t(UPDATE_FAILED)));
  useOnChange(saved ? pkg : null, () => toast(t('Package updated successfully!'), 'success'));
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate('/packages'), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  if (!pkg) {
    return (
      <Page title={t('Update Package')} narrow>
        <Alert>{t(error ?? 'Failed to fetch package.')}</Alert>
      </Page>
    );
  }
  const defaults: PackageFormValues = actionData
    ? valuesFromFailure(actionData.values)
    : {
        title: pkg.title,
        price: String(pkg.price),
        features: pkg.features.join(', '),
        listingLimit: String(pkg.listingLimit),
        durationDays: String(pkg.durationDays),
        highlighted: pkg.highlighted,
      };

  return (
    <Page title={t('Update Package')} narrow>
      <div className="mb-4 flex flex-col gap-3">
        {saved && (
          <Alert tone="success">
            {t('Package updated successfully!')}{' '}
            <Link to="/packages" className="font-semibold underline">
              {t('Back to packages')}
            </Link>
          </Alert>
        )}
        {actionData && (
          <Alert>
            {t('Error updating package.')}
            {!Object.keys(actionData.errors).length && actionData.message !== UPDATE_FAILED && ` ${t(actionData.message)}`}
          </Alert>
        )}
      </div>
      <PackageForm
        // A fresh form after each save, so the fields show what was stored.
        key={pkg.updatedAt}
        defaults={defaults}
        errors={errors}
        // The server's message already shows above the form.
        message={message === actionData?.message ? undefined : message}
        onSubmit={onSubmit}
        onChange={onChange}
        busy={busy}
        submitLabel={t('Update Package')}
        busyLabel={t('Updating...')}
      />
    </Page>
  );
}
