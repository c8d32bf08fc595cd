import { useEffect, useState } from 'react';
import { loadClientState, saveClientState } from '../../lib/client-state';
import { useT } from '../../lib/root-data';

/** A real form (works without JavaScript): the server ends the session and sends us home.
 * The persisted client state is cleared first so the next page does not see a stale user.
 * With JavaScript it also names this device's push endpoint, so the device stops getting the
 * account's notifications with the session. */
export function SignOutForm({ className = '' }: { className?: string }) {
  const t = useT();
  const [endpoint, setEndpoint] = useState('');
  useEffect(() => {
    let live = true;
    // Read here rather than through lib/push-device, which every page would then load.
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.pushManager?.getSubscription())
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? ''))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <form
      method="post"
      action="/api/signout"
      onSubmit={() => saveClientState({ ...loadClientState(), currentUser: null })}
    >
      {endpoint && <input type="hidden" name="pushEndpoint" value={endpoint} />}
      <button type="submit" className={className}>
        {t('Sign out')}
      </button>
    </form>
  );
}
