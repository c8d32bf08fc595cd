// The forms of a listing page, posted to its own action (routes/listing.tsx) by intent: a
// message to the lister, a review, deleting one's review, a report of the listing or a review
// (which has no /api twin: it answers with a flash notice). Each runs the domain call of its
// /api twin (POST /api/auth/contact, /api/review/createreview, DELETE
// /api/review/deletereview/:id) with the session's user, and answers a failure in place with
// its status, which the forms word as the /api answers were worded.
import { data } from 'react-router';
import type { ListingFormAnswer } from '../../lib/views/listing-form-answer';
import { unauthorized, type FormFailure } from '../../lib/errors';
import { formStep } from '../../server-lib/form-action.server';
import { withNotice } from '../../server-lib/flash-notice.server';
import { reportSchema } from '../../lib/schemas/report';
import { submitReport } from '../reports/submit-report.server';
import { rowDeleteStep } from '../../server-lib/row-delete-step.server';
import { CONTACT_MESSAGES, contactSchema } from '../../lib/schemas/contact';
import { createReviewSchema, REVIEW_MESSAGES } from '../../lib/schemas/review';
import { getSessionUser } from '../auth/session.server';
import { sendContactMessage } from '../contact/send-contact-message.server';
import { enquirerOf } from '../enquiries/record-enquiry.server';
import { createReview } from '../reviews/create-review.server';
import { deleteReview } from '../reviews/delete-review.server';

const failure = (refusal: FormFailure, status: number): ListingFormAnswer => ({ ok: false, status, ...refusal });

async function signedIn(request: Request, message: string) {
  const user = await getSessionUser(request);
  if (!user) throw unauthorized(message);
  return user;
}

export function listingPageStep({ intent, request, listingId, sender }: { intent: string; request: Request; listingId: string; sender: string }) {
  switch (intent) {
    case 'review':
      return formStep({
        check: createReviewSchema,
        run: async (input) => {
          const user = await signedIn(request, REVIEW_MESSAGES.signIn);
          const { replaced } = await createReview({ user, input: { ...input, listingId } });
          return data<ListingFormAnswer>({ ok: true, replaced });
        },
        answer: failure,
      });
    case 'report':
      // Visitors may report too: they are told apart by their address (`sender`).
      return formStep({
        check: reportSchema,
        run: async (input) => {
          // A second report of the same thing updates the first: the same thanks.
          await submitReport({ listingId, input, reporter: { user: await getSessionUser(request), address: sender } });
          return withNotice(request, data<ListingFormAnswer>({ ok: true }), 'report-received');
        },
        answer: failure,
      });
    case 'delete-review':
      return rowDeleteStep(async (reviewId) => deleteReview({ user: await signedIn(request, 'Unauthorized'), reviewId }));
    default:
      // The message to the lister: the server finds the lister from the listing named here.
      return formStep({
        check: contactSchema,
        run: async (input) => {
          await sendContactMessage({ input: { ...input, propertyId: listingId }, sender, enquirer: await enquirerOf(request) });
          return data<ListingFormAnswer>({ ok: true, message: CONTACT_MESSAGES.sent });
        },
        answer: failure,
      });
  }
}
