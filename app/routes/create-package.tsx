import { redirect, useActionData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PackageForm, valuesFromFailure } from '../components/packages/package-form';
import { useOnChange } from '../lib/use-on-change';
import { Alert } from '../components/ui/alert';
import { Page } from '../components/ui/page';
import { useToast } from '../components/ui/toast';
import { requireAdminPage } from '../domain/auth/guards.server';
import { createPackage } from '../domain/packages/catalogue.server';
import type { FormFailure } from '../lib/errors';
import { formAction } from '../server-lib/form-action.server';
import { useT } from '../lib/root-data';
import { checkPackage } from '../lib/forms/package';
import { packageInputSchema } from '../lib/schemas/package';
import { useValidatedForm } from '../lib/use-validated-form';
import { pageTitle } from '../lib/page-title';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Create Package') }];

/** The spec's message for any failed save; the reason, when there is one, sits at its field. */
const CREATE_FAILED = 'Error creating package';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdminPage(request);
  return formAction(request, {
    check: packageInputSchema,
    // Any failure but a refusal reads as the spec's message, keeping what was typed.
    unexpected: CREATE_FAILED,
    run: async (input) => {
      await createPackage({ input });
      return redirect('/packages');
    },
  });
}

const EMPTY = { title: '', price: '', features: '', listingLimit: '', durationDays: '30', highlighted: false };

export const clientAction = keepFormInPlace(CREATE_FAILED);

export default function CreatePackage() {
  const t = useT();
  const actionData = useActionData<FormFailure>();
  const { errors, message, onSubmit, onChange } = useValidatedForm(checkPackage, actionData);
  const busy = useNavigation().state === 'submitting';
  const toast = useToast();
  useOnChange(actionData, () => toast(t(CREATE_FAILED)));

  return (
    <Page title={t('Create Package')} narrow>
      {actionData && (
        <div className="mb-4">
          <Alert>
            {t('Error creating package')}
            {!Object.keys(actionData.errors).length && actionData.message !== CREATE_FAILED && `: ${t(actionData.message)}`}
          </Alert>
        </div>
      )}
      <PackageForm
        defaults={actionData ? valuesFromFailure(actionData.values) : EMPTY}
        errors={errors}
        // The server's message already shows above the form.
        message={message === actionData?.message ? undefined : message}
        onSubmit={onSubmit}
        onChange={onChange}
        busy={busy}
        submitLabel={t('Create Package')}
        busyLabel={t('Creating...')}
      />
    </Page>
  );
}
