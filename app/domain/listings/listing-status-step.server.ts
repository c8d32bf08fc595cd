// The formAction() step of My Listings' one-tap status (components/my-listings/status-toggle.tsx):
// the session's user and the posted id and status go to setListingStatus, which decides; a
// refusal answers { ok: false, status, message } in place, as a row's delete does.
import { data } from 'react-router';
import type { User } from '../../db/schema';
import { formStep } from '../../server-lib/form-action.server';
import { setListingStatus } from './set-listing-status.server';

export const listingStatusStep = ({ user }: { user: User }) =>
  formStep<Record<string, unknown>>({
    run: async (fields) => data({ ok: true as const, status: await setListingStatus({ user, id: typeof fields.id === 'string' ? fields.id : '', status: fields.status }) }),
    answer: ({ message }, status) => ({ ok: false as const, status, message }),
  });
