import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loadClientState, saveClientState } from '../../lib/client-state';
import { useT } from '../../lib/root-data';
import { useToast } from '../ui/toast';

/** The spec's stale-session path: tell the user, forget the signed-in flag, go to sign in. */
export function useTokenExpiry(actionData: { tokenExpired?: boolean; message?: string } | undefined) {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  useEffect(() => {
    if (!actionData?.tokenExpired || !actionData.message) return;
    toast(t(actionData.message));
    saveClientState({ ...loadClientState(), currentUser: null });
    navigate(`/sign-in?redirectTo=${encodeURIComponent(window.location.pathname)}`);
  }, [actionData, navigate, toast, t]);
}
