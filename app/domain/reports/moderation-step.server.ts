// The moderation tab's buttons as formAction() steps of /dashboard's action, one per intent: the
// posted id (and the reason, for Hide) go to the domain call with the session's user, which
// refuses anyone but an admin. Answered as a row's delete is (lib/row-delete.ts).
import { data } from 'react-router';
import type { User } from '../../db/schema';
import type { RowDeleteAnswer } from '../../lib/row-delete';
import { formStep } from '../../server-lib/form-action.server';
import { dismissReports, hideListing, removeReportedReview, restoreListing } from './moderate.server';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const ACTIONS: Record<string, (admin: User, fields: Record<string, unknown>) => Promise<unknown>> = {
  'hide-listing': (admin, fields) => hideListing({ admin, listingId: text(fields.id), reason: fields.reason }),
  'restore-listing': (admin, fields) => restoreListing({ admin, listingId: text(fields.id) }),
  'dismiss-reports': (admin, fields) => dismissReports({ admin, targetId: text(fields.id) }),
  'remove-review': (admin, fields) => removeReportedReview({ admin, reviewId: text(fields.id) }),
};

export const MODERATION_INTENTS = Object.keys(ACTIONS);

export const isModerationIntent = (intent: string) => Object.hasOwn(ACTIONS, intent);

export const moderationStep = (user: User, intent: string) =>
  formStep<Record<string, unknown>>({
    run: async (fields) => {
      await ACTIONS[intent](user, fields);
      return data<RowDeleteAnswer>({ ok: true });
    },
    answer: ({ message }, status): RowDeleteAnswer => ({ ok: false, status, message }),
  });
