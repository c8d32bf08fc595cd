// The inbox's forms (/dashboard?tab=enquiries): a reply, a status, a private note. The same
// checks run in the browser before sending and on the server first (lib/schemas/enquiry.ts).
import { ENQUIRY_LIMITS, ENQUIRY_STATUSES, REPLY_LIMITS } from '../enquiry-constants';
import { formCheck, limited, oneOf, text, type FieldRule } from './rules';

export const ENQUIRY_MESSAGES = {
  id: 'This enquiry was not found in your inbox.',
  status: 'Choose a status: new, replied or closed.',
  noteLong: `A note must be at most ${ENQUIRY_LIMITS.noteMax} characters.`,
  replyShort: 'Please write your reply.',
  replyLong: `A reply must be at most ${ENQUIRY_LIMITS.replyMax} characters.`,
  replySent: 'Your reply is on its way.',
  statusSaved: 'Status saved.',
  noteSaved: 'Note saved.',
  replyTooOften: `You have replied to this enquiry ${REPLY_LIMITS.perEnquiryPerHour} times in the last hour. Please wait an hour before replying again.`,
  replyDailyLimit: `You have sent ${REPLY_LIMITS.perListerPerDay} replies in the last 24 hours, the most allowed. Please try again tomorrow.`,
  replyUnconfirmed: `This address was never confirmed on Yangon Homes, so it gets at most ${REPLY_LIMITS.unconfirmedPerListerPerDay} replies a day from you. Please write to them from your own e-mail.`,
  replyAddressLimit: 'This address has had the most replies it can get from Yangon Homes today. Please write to them from your own e-mail.',
} as const;

const M = ENQUIRY_MESSAGES;

/** An enquiry's id as the forms carry it: the server looks it up among the asker's own. */
const enquiryId: FieldRule = limited((value) => (typeof value === 'string' && value.length > 0 && value.length <= 64 ? undefined : M.id), 64, M.id);

/** A note may be empty (cleared); only its length is checked. */
const note: FieldRule = limited(
  (value) => (value === undefined || (typeof value === 'string' && value.length <= ENQUIRY_LIMITS.noteMax) ? undefined : M.noteLong),
  ENQUIRY_LIMITS.noteMax,
  M.noteLong,
);

export const checkEnquiryReply = formCheck({ id: enquiryId, reply: text(ENQUIRY_LIMITS.replyMin, ENQUIRY_LIMITS.replyMax, M.replyShort, M.replyLong) });
export const checkEnquiryStatus = formCheck({ id: enquiryId, status: oneOf(ENQUIRY_STATUSES, M.status) });
export const checkEnquiryNote = formCheck({ id: enquiryId, note });
