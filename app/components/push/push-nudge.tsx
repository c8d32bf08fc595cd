// "Notify me on this phone" where a kind matters (the enquiry inbox, saved searches, saved homes),
// beside the way to the settings where mail and push are chosen for every kind.
import { Link } from 'react-router';
import type { NotificationKind } from '../../lib/notification-kinds';
import { useT } from '../../lib/root-data';
import { TurnOnPushButton } from './turn-on-push-button';

export function PushNudge({ kind }: { kind: NotificationKind }) {
  const t = useT();
  return (
    <div className="mb-2">
      <TurnOnPushButton kinds={[kind]} label={t('Notify me on this phone')} fallback="/notifications">
        <Link to="/notifications" className="inline-flex min-h-11 items-center text-sm font-medium text-brand hover:underline">
          {t('Notification settings')}
        </Link>
      </TurnOnPushButton>
    </div>
  );
}
