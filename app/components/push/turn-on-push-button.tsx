// "Turn on notifications": the only place the permission prompt is asked, after the person's tap.
// Before the page is alive (or without JavaScript) it is a link to the settings (`fallback`), or a
// disabled button, saying (without JavaScript) that it needs it; the status line keeps its room.
import { useEffect, useState, type ReactNode } from 'react';
import type { NotificationKind } from '../../lib/notification-kinds';
import { pushState, turnOnPush, type PushState } from '../../lib/push-device';
import { useT } from '../../lib/root-data';
import { Button, ButtonLink } from '../ui/button';

type Shown = PushState | 'static' | 'busy' | 'failed';

const STATUS: Partial<Record<Shown, string>> = {
  on: 'Notifications are on for this device.',
  denied: 'Notifications are blocked for this site in your browser settings.',
  unsupported: 'This browser cannot show notifications from this site.',
  failed: 'Notifications could not be turned on. Please try again.',
};

export function TurnOnPushButton({
  kinds,
  label,
  fallback,
  variant = 'secondary',
  onDone,
  children,
}: {
  kinds: readonly NotificationKind[];
  label: string;
  /** Where the control leads before the page is alive; without it, a disabled button. */
  fallback?: string;
  variant?: 'primary' | 'secondary';
  onDone?: () => void;
  /** Shown beside the button (a link to the settings). */
  children?: ReactNode;
}) {
  const t = useT();
  const [shown, setShown] = useState<Shown>('static');
  useEffect(() => {
    let live = true;
    void pushState().then((state) => live && setShown(state));
    return () => {
      live = false;
    };
  }, []);
  const turnOn = async () => {
    setShown('busy');
    try {
      const state = await turnOnPush(kinds);
      setShown(state);
      if (state === 'on') onDone?.();
    } catch (error) {
      console.error('Turning on notifications failed:', error);
      setShown('failed');
    }
  };
  const status = STATUS[shown];
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {shown === 'static' && fallback ? (
          <ButtonLink to={fallback} variant={variant}>
            {label}
          </ButtonLink>
        ) : (
          <Button type="button" variant={variant} disabled={shown === 'static' || shown === 'busy' || shown === 'unsupported' || shown === 'denied'} onClick={() => void turnOn()}>
            {label}
          </Button>
        )}
        {children}
      </div>
      <p role="status" className={`min-h-5 text-sm ${shown === 'failed' || shown === 'denied' ? 'text-danger' : 'text-muted'}`}>
        {/* Only a page without JavaScript says so: a page coming alive shows nothing until it knows. */}
        {shown === 'static' ? !fallback && <noscript>{t('Turning on notifications on a device needs JavaScript.')}</noscript> : status ? t(status) : ''}
      </p>
    </div>
  );
}
