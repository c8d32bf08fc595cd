// The inbox's forms as formAction() steps of /dashboard's action, one per intent: the posted id
// and fields go to the domain call with the session's user, which finds the enquiry among that
// user's own or answers "not found". A refusal keeps what was typed (the reply, the note).
import { data } from 'react-router';
import type { User } from '../../db/schema';
import { ENQUIRY_MESSAGES, enquiryNoteSchema, enquiryReplySchema, enquiryStatusSchema } from '../../lib/schemas/enquiry';
import type { EnquiryFormAnswer } from '../../lib/views/enquiry-view';
import { ENQUIRY_INTENTS, type EnquiryIntent } from '../../lib/enquiry-constants';
import { formStep } from '../../server-lib/form-action.server';
import { replyToEnquiry } from './reply-to-enquiry.server';
import { saveEnquiryNote, setEnquiryStatus } from './update-enquiry.server';

export const isEnquiryIntent = (intent: string): intent is EnquiryIntent => (ENQUIRY_INTENTS as readonly string[]).includes(intent);

const answer = (failure: { message: string; errors: Record<string, string>; values: Record<string, unknown> }): EnquiryFormAnswer => ({ ok: false, ...failure });
const done = (message: string) => data<EnquiryFormAnswer>({ ok: true, message });

export function enquiryStep(user: User, intent: EnquiryIntent) {
  switch (intent) {
    case 'enquiry-reply':
      return formStep({
        check: enquiryReplySchema,
        // A reply over its limits is refused under the reply (the limits carry the field).
        run: async ({ id, reply }) => done((await replyToEnquiry({ lister: user, id, reply })).message),
        answer,
      });
    case 'enquiry-status':
      return formStep({
        check: enquiryStatusSchema,
        run: async ({ id, status }) => {
          await setEnquiryStatus({ lister: user, id, status });
          return done(ENQUIRY_MESSAGES.statusSaved);
        },
        answer,
      });
    case 'enquiry-note':
      return formStep({
        check: enquiryNoteSchema,
        run: async ({ id, note }) => {
          await saveEnquiryNote({ lister: user, id, note });
          return done(ENQUIRY_MESSAGES.noteSaved);
        },
        answer,
      });
  }
}
