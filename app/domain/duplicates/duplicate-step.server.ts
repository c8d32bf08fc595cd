// The duplicates screen's buttons as formAction() steps, one per intent: the posted pair (and,
// for Hide, which of its two listings) go to the domain call with the session's user, which
// refuses anyone but an admin. Answered as a row's delete is (lib/row-delete.ts).
import { data } from 'react-router';
import type { User } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import type { RowDeleteAnswer } from '../../lib/row-delete';
import { formStep } from '../../server-lib/form-action.server';
import { dismissDuplicate, hideDuplicate } from './resolve-duplicate.server';

export const UNKNOWN_ACTION = 'Unknown action.';

const ACTIONS: Record<string, (admin: User, fields: Record<string, unknown>) => Promise<unknown>> = {
  'hide-duplicate': (admin, fields) => hideDuplicate({ admin, pairId: fields.pair, listingId: fields.listing }),
  'dismiss-duplicate': (admin, fields) => dismissDuplicate({ admin, pairId: fields.pair }),
};

export const duplicateStep = (user: User, intent: string) =>
  formStep<Record<string, unknown>>({
    run: async (fields) => {
      // Who asks first: anyone but an admin learns nothing, not even which actions exist.
      if (!user.isAdmin) throw forbidden();
      if (!Object.hasOwn(ACTIONS, intent)) throw badRequest(UNKNOWN_ACTION);
      await ACTIONS[intent](user, fields);
      return data<RowDeleteAnswer>({ ok: true });
    },
    answer: ({ message }, status): RowDeleteAnswer => ({ ok: false, status, message }),
  });
