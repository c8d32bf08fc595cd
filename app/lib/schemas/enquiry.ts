// The inbox forms' input for the server: each form's check (lib/forms/enquiry.ts) first, then Zod
// shapes the values.
import { z } from 'zod';
import { ENQUIRY_STATUSES } from '../enquiry-constants';
import { checkEnquiryNote, checkEnquiryReply, checkEnquiryStatus } from '../forms/enquiry';
import { checkedBy } from './checked';

export { ENQUIRY_MESSAGES } from '../forms/enquiry';

export const enquiryReplySchema = checkedBy(checkEnquiryReply, z.object({ id: z.string(), reply: z.string().trim() }));
export const enquiryStatusSchema = checkedBy(checkEnquiryStatus, z.object({ id: z.string(), status: z.enum(ENQUIRY_STATUSES) }));
export const enquiryNoteSchema = checkedBy(checkEnquiryNote, z.object({ id: z.string(), note: z.preprocess((v) => (v === undefined ? '' : v), z.string()) }));
