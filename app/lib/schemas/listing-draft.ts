// The body of POST /api/listing/draft: the form's check (lib/forms/listing-draft.ts), then Zod.
import { z } from 'zod';
import { checkedBy } from './checked';
import { checkListingDraft } from '../forms/listing-draft';

export { LISTING_DRAFT_MESSAGES } from '../forms/listing-draft';

export const listingDraftRequestSchema = checkedBy(checkListingDraft, z.object({ text: z.string().describe('The post as pasted: English, Burmese (Unicode or Zawgyi) or both.') }));
