// /exchange-rate: the admin sets the kyat-per-dollar rate of the day, and sees every rate set
// before with its date. A typed rate is first previewed (?kyatPerUsd=: what it changes, a few
// listings before and after), then set by the preview's own button. A new rate is recorded by a
// job as the rate of the day, which then converts every listing's price in the background, in
// batches (domain/exchange-rates/apply-exchange-rate.server.ts).
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { DashboardSidebar } from '../components/dashboard/sidebar';
import { ExchangeRateHistory } from '../components/exchange-rates/exchange-rate-history';
import { RatePreviewPanel } from '../components/exchange-rates/rate-preview';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { requireAdminPage } from '../domain/auth/guards.server';
import { exchangeRateHistory } from '../domain/exchange-rates/exchange-rate-history.server';
import { ratePreview } from '../domain/exchange-rates/rate-preview.server';
import { setExchangeRate } from '../domain/exchange-rates/set-exchange-rate.server';
import type { FormFailure } from '../lib/errors';
import { EXCHANGE_RATE_LIMITS } from '../lib/exchange-rate';
import { checkExchangeRate } from '../lib/forms/exchange-rate';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';
import { formatNumber } from '../lib/format-number';
import { pageTitle } from '../lib/page-title';
import { useT } from '../lib/root-data';
import { exchangeRateInputSchema } from '../lib/schemas/exchange-rate';
import { useValidatedForm } from '../lib/use-validated-form';
import { validate } from '../lib/validation';
import { formAction } from '../server-lib/form-action.server';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Exchange rate') }];

const SAVE_FAILED = 'The rate could not be saved. Please try again.';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  const history = await exchangeRateHistory();
  const asked = new URL(request.url).searchParams.get('kyatPerUsd');
  if (asked === null) return { history, preview: null, refused: null };
  // The preview's rate is checked as the rate itself is, with the same words.
  const checked = validate(exchangeRateInputSchema, { kyatPerUsd: asked });
  if (!checked.ok) {
    const refused: FormFailure = { message: checked.message, errors: checked.errors, values: { kyatPerUsd: asked } };
    return data({ history, preview: null, refused }, { status: 400 });
  }
  return { history, preview: await ratePreview(checked.data.kyatPerUsd), refused: null };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdminPage(request);
  return formAction(request, {
    check: exchangeRateInputSchema,
    unexpected: SAVE_FAILED,
    run: async ({ kyatPerUsd }) => {
      await setExchangeRate({ admin, kyatPerUsd });
      return redirect('/exchange-rate?set=1');
    },
  });
}

export const clientAction = keepFormInPlace(SAVE_FAILED);

export default function ExchangeRate() {
  const t = useT();
  const { history, preview, refused } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure>();
  const failure = actionData ?? refused ?? undefined;
  const [params] = useSearchParams();
  const { errors, message, onSubmit, onChange } = useValidatedForm(checkExchangeRate, failure);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const current = history[0];
  const typed = failure?.values.kyatPerUsd ?? preview?.kyatPerUsd;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 lg:flex-row lg:gap-8 lg:py-10">
      <aside className="lg:w-60 lg:shrink-0">
        <DashboardSidebar active="exchange-rate" />
      </aside>
      <div className="min-w-0 max-w-xl flex-1">
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('Exchange rate')}</h1>
        {params.get('set') === '1' && !actionData && (
          <div className="mb-4">
            <Alert tone="success">{t('The new rate is saved. It shows below as the rate of the day in a moment; every listing’s price is then converted to it in the background.')}</Alert>
          </div>
        )}
        {message && !Object.keys(errors).length && (
          <div className="mb-4">
            <Alert>{t(message)}</Alert>
          </div>
        )}
        <p className="mb-4 text-muted">
          {current ? t('Rate of the day: {rate} kyat to one US dollar.', { rate: formatNumber(current.kyatPerUsd) }) : t('No rate has been set yet.')}
        </p>
        {/* A new rate changes every price: what it changes is shown before it is set. */}
        <Form method="get" noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
          <TextField
            label={t('Kyat to one US dollar')}
            name="kyatPerUsd"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={typed !== undefined ? String(typed) : current ? String(current.kyatPerUsd) : ''}
            hint={t('From {min} to {max}. Every listing is shown and searched in both currencies at this rate.', { min: formatNumber(EXCHANGE_RATE_LIMITS.min), max: formatNumber(EXCHANGE_RATE_LIMITS.max) })}
            error={errors.kyatPerUsd ? t(errors.kyatPerUsd) : undefined}
          />
          <Button type="submit" disabled={busy} className="self-start">
            {t('Preview the change')}
          </Button>
        </Form>
        {preview && <RatePreviewPanel preview={preview} busy={navigation.state === 'submitting'} />}
        <ExchangeRateHistory history={history} />
      </div>
    </div>
  );
}
