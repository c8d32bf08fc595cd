// "Delete Account" with the spec's confirmation. The page action deletes the account and signs
// out; the persisted client state forgets the user first, so no page shows a stale avatar.
import { useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { loadClientState, saveClientState } from '../../lib/client-state';
import { useT } from '../../lib/root-data';
import { PROFILE_MESSAGES } from '../../lib/forms/profile';
import { useHydrated } from '../../lib/use-hydrated';
import { ConfirmDialog } from '../ui/confirm-dialog';

export function DeleteAccount() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const submit = useSubmit();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';

  const confirm = () => {
    saveClientState({ ...loadClientState(), currentUser: null });
    void submit({ intent: 'delete' }, { method: 'post' });
    setOpen(false);
  };

  return (
    <>
      <button type="button" disabled={!hydrated || busy} onClick={() => setOpen(true)} className="min-h-11 rounded-lg px-2 text-sm font-semibold text-danger hover:bg-danger-soft disabled:opacity-60">
        {t('Delete Account')}
      </button>
      <ConfirmDialog
        open={open}
        question={t(PROFILE_MESSAGES.deleteQuestion)}
        confirmLabel={t('Yes, I am sure')}
        cancelLabel={t('No, cancel')}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
