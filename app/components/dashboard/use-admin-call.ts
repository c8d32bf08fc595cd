// The dashboard tables' calls to /api. An answer of 401 means the session ended while the page
// was open: the spec's dashboard then tells the user to sign in again, and so does this.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loadClientState, saveClientState } from '../../lib/client-state';
import { useT } from '../../lib/root-data';
import { useToast } from '../ui/toast';

export interface CallAnswer<T> {
  ok: boolean;
  status: number;
  body: (Partial<T> & { message?: string }) | null;
}

export function useAdminCall() {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  return useCallback(
    async <T extends object>(url: string, method: 'GET' | 'DELETE' = 'GET'): Promise<CallAnswer<T>> => {
      let res: Response;
      try {
        res = await fetch(url, { method, headers: { accept: 'application/json' } });
      } catch {
        return { ok: false, status: 0, body: null };
      }
      const body = (await res.json().catch(() => null)) as CallAnswer<T>['body'];
      if (res.status === 401) {
        toast(t('Tokens are expired or something is wrong. Please sign out and log in again'));
        saveClientState({ ...loadClientState(), currentUser: null });
        navigate(`/sign-in?redirectTo=${encodeURIComponent(window.location.pathname + window.location.search)}`);
      }
      return { ok: res.ok, status: res.status, body };
    },
    [navigate, toast, t],
  );
}
