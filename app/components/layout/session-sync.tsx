// Keeps the persisted client state in step with the server's session. The spec: on page load,
// if the session is gone but the client state still says signed in, call sign-out, clear the
// flag and reload. And a visitor's saved listings (kept in the browser) join the account on the
// first signed-in page, whichever way they signed in (form, Google, another tab): sent once to
// /favourites's merge, forgotten here only once the server has taken them.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { callApi } from '../../lib/api-client';
import { loadClientState, saveClientState } from '../../lib/client-state';
import { forgetLocalFavourites } from '../../lib/local-favourites';
import { useUser } from '../../lib/root-data';
import { existingVisitorSaverId } from '../../lib/visitor-saver';
import { useAnsweredForThisPerson } from '../../lib/kept-copy';

export function SessionSync() {
  const user = useUser();
  const merge = useFetcher<{ ok: boolean }>({ key: 'merge-favourites' });
  const sent = useRef<string[] | null>(null);
  const { submit } = merge;
  // A copy the worker kept was rendered for nobody in particular: it says nothing of this session.
  const answered = useAnsweredForThisPerson();
  useEffect(() => {
    if (!answered) return;
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
    if (state.favourites.length > 0 && !sent.current) {
      sent.current = state.favourites;
      const form = new URLSearchParams([['intent', 'merge'], ...state.favourites.map((id) => ['listingId', id])]);
      // The visitor's saves were counted under this id: the account counts them from now on.
      const visitorId = existingVisitorSaverId();
      if (visitorId) form.append('visitorId', visitorId);
      void submit(form, { method: 'post', action: '/favourites' });
    }
  }, [user, submit, answered]);
  useEffect(() => {
    if (merge.state !== 'idle' || !sent.current || !merge.data) return;
    if (merge.data.ok) forgetLocalFavourites(sent.current);
    sent.current = null;
  }, [merge.state, merge.data]);
  return null;
}
