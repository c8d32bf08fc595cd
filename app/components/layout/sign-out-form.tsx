import { loadClientState, saveClientState } from '../../lib/client-state';
import { useT } from '../../lib/root-data';

/** A real form (works without JavaScript): the server ends the session and sends us home.
 * The persisted client state is cleared first so the next page does not see a stale user. */
export function SignOutForm({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <form
      method="post"
      action="/api/signout"
      onSubmit={() => saveClientState({ ...loadClientState(), currentUser: null })}
    >
      <button type="submit" className={className}>
        {t('Sign out')}
      </button>
    </form>
  );
}
