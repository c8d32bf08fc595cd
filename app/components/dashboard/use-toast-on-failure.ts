// The dashboard tables tell a batch that failed to load in a toast, as they always have.
import { useEffect } from 'react';
import { useT } from '../../lib/root-data';
import { useToast } from '../ui/toast';

export function useToastOnFailure(failed: boolean) {
  const toast = useToast();
  const t = useT();
  useEffect(() => {
    if (failed) toast(t('Something went wrong. Try again later.'));
    // Once per failure: the list clears `failed` when it asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
}
