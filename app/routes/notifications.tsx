// /notifications: how a signed-in person is told of each kind (enquiries, search matches, saved
// homes): by e-mail, push or both; and the devices that get push, each removable. The choices and
// the removal are plain form posts (they work without JavaScript); turning a device on needs the
// browser's push API, and asks its permission only on the person's tap. Identity from the session.
import { data, Form, useActionData, useLoaderData, useNavigation, useRevalidator, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { TurnOnPushButton } from '../components/push/turn-on-push-button';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { CheckboxField } from '../components/ui/checkbox-field';
import { Page } from '../components/ui/page';
import { requireUserPage } from '../domain/auth/guards.server';
import { getPreferences, setPreferences, type Preferences } from '../domain/push/preferences.server';
import { listDevices, removeDevice } from '../domain/push/subscriptions.server';
import { mediumDate } from '../lib/dates';
import { langOfRequest } from '../lib/i18n';
import { NOTIFICATION_KINDS, type NotificationKind } from '../lib/notification-kinds';
import { pageTitle } from '../lib/page-title';
import { useT } from '../lib/root-data';
import { formAction, formStep } from '../server-lib/form-action.server';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Notifications') }];

const KIND_LABELS: Record<NotificationKind, string> = { enquiries: 'Enquiries', 'search-matches': 'Search matches', 'saved-homes': 'Saved homes' };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserPage(request);
  const [preferences, devices] = await Promise.all([getPreferences(user.id), listDevices(user.id)]);
  // Dates written here, in the page's language: the page's scripts need no date code for them.
  const lang = langOfRequest(request.url, request.headers.get('cookie'), request.headers.get('accept-language'));
  return { preferences, devices: devices.map((device) => ({ ...device, lastUsed: mediumDate(device.lastUsedAt, lang) })) };
}

type Answer = { ok: true; intent: string } | { ok: false; message: string };

/** Every kind's two boxes, as posted: a box left unticked sends nothing, which means off. */
function preferencesOf(form: FormData): Preferences {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { mail: form.get(`${kind}:mail`) === 'on', push: form.get(`${kind}:push`) === 'on' }])) as Preferences;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUserPage(request);
  const refused = (failure: { message: string }) => ({ ok: false, message: failure.message });
  return formAction(request, (intent) => {
    if (intent === 'preferences') {
      return formStep<Record<string, unknown>>({
        answer: refused,
        run: async (_input, form) => (await setPreferences({ userId: user.id, input: preferencesOf(form) }), data<Answer>({ ok: true, intent })),
      });
    }
    if (intent === 'remove-device') {
      return formStep<Record<string, unknown>>({
        answer: refused,
        run: async ({ id }) => (await removeDevice({ userId: user.id, id: typeof id === 'string' ? id : '' }), data<Answer>({ ok: true, intent })),
      });
    }
    return formStep({ run: async () => data<Answer>({ ok: false, message: 'This form could not be read. Please reload the page and try again.' }, { status: 400 }) });
  });
}

export default function Notifications() {
  const t = useT();
  const { preferences, devices } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer | undefined>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'preferences';
  // The device button turns push on for the kinds ticked for it, or for all when none is yet.
  const pushKinds = NOTIFICATION_KINDS.filter((kind) => preferences[kind].push);
  return (
    <Page title={t('Notifications')} narrow>
      {answer && !answer.ok && (
        <div className="mb-6">
          <Alert>{t(answer.message)}</Alert>
        </div>
      )}
      <section aria-labelledby="how-told" className="mb-10">
        <h2 id="how-told" className="mb-2 text-lg font-semibold text-fg">
          {t('How you are told')}
        </h2>
        <p className="mb-4 text-sm text-muted">{t('Choose e-mail, push or both for each kind. Push reaches only the devices listed below.')}</p>
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="preferences" />
          {NOTIFICATION_KINDS.map((kind) => (
            <fieldset key={kind} className="rounded-xl border border-line bg-surface p-3">
              <legend className="px-1 text-sm font-semibold text-fg">{t(KIND_LABELS[kind])}</legend>
              <div className="grid grid-cols-2 gap-2">
                <CheckboxField name={`${kind}:mail`} label={t('E-mail')} defaultChecked={preferences[kind].mail} />
                <CheckboxField name={`${kind}:push`} label={t('Push')} defaultChecked={preferences[kind].push} />
              </div>
            </fieldset>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={saving}>
              {t('Save choices')}
            </Button>
            <p role="status" className="min-h-5 text-sm text-muted">
              {answer?.ok && answer.intent === 'preferences' ? t('Your choices are saved.') : ''}
            </p>
          </div>
        </Form>
      </section>
      <section aria-labelledby="devices">
        <h2 id="devices" className="mb-2 text-lg font-semibold text-fg">
          {t('Devices')}
        </h2>
        <p className="mb-4 text-sm text-muted">{t('Each phone or browser that gets push. Signing out on a device removes it.')}</p>
        <div className="mb-4">
          <TurnOnPushButton kinds={pushKinds.length ? pushKinds : NOTIFICATION_KINDS} label={t('Turn on notifications on this device')} variant="primary" onDone={() => void revalidator.revalidate()} />
        </div>
        {devices.length === 0 ? (
          <p className="text-sm text-muted">{t('No device gets push yet.')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {devices.map((device) => (
              <li key={device._id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface p-3">
                <div className="min-w-0">
                  <p className="font-medium text-fg">{device.label}</p>
                  <p className="text-sm text-muted">{t('Last used {date}', { date: device.lastUsed })}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-device" />
                  <input type="hidden" name="id" value={device._id} />
                  <Button type="submit" variant="danger-outline" aria-label={t('Remove {device}', { device: device.label })}>
                    {t('Remove')}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
