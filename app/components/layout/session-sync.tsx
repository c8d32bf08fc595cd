// Keeps the persisted client state in step with the server's session. The spec: on page load,
// if the session is gone but the client state still says signed in, call sign-out, clear the
// flag and reload.
import { useEffect } from 'react';
import { callApi } from '../../lib/api-client';
import { loadClientState, saveClientState } from '../../lib/client-state';
import { useUser } from '../../lib/root-data';

export function SessionSync() {
  const user = useUser();
  useEffect(() => {
    const state = loadClientState();
    if (!user) {
      if (!state.currentUser) return;
      saveClientState({ ...state, currentUser: null });
      void callApi('/api/auth/signout')
        .catch(() => {})
        .finally(() => window.location.reload());
      return;
    }
    const { _id, username, avatar, isAdmin } = user;
    saveClientState({ ...state, currentUser: { _id, username, avatar, isAdmin } });
  }, [user]);
  return null;
}
