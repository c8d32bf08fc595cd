// The pieces several /api calls' descriptions share: the success envelope, cookie headers, bodies
// and answers more than one call names, and the named schemas of the document's components.
import { z } from 'zod';
import { FULL_TEXT_SORTS } from '../../lib/full-text-sort';
import { LIMITS } from '../../lib/constants';
import { listingSchema } from '../../lib/schemas/listing';
import { packageInputSchema } from '../../lib/schemas/package';
import { paymentInquirySchema } from '../../lib/schemas/payment-inquiry';
import { postSchema } from '../../lib/schemas/post';
import { MAX_START_INDEX, MAX_TERM_LENGTH } from '../../lib/schemas/search';
import { contactMessageViewSchema, inquiryViewSchema } from '../../lib/schemas/answers/admin';
import { id, isoDate } from '../../lib/schemas/answers/dates';
import { listingViewSchema, ownListingSchema } from '../../lib/schemas/answers/listings';
import { packageStatusSchema, packageViewSchema } from '../../lib/schemas/answers/packages';
import { postViewSchema } from '../../lib/schemas/answers/posts';
import { reviewViewSchema } from '../../lib/schemas/answers/reviews';
import { adminUserViewSchema, agencyViewSchema, agentViewSchema, publicUserViewSchema, sessionUserSchema } from '../../lib/schemas/answers/users';

/** A success answer: `{ success: true, ...fields }`. */
export const done = <S extends z.ZodRawShape>(shape: S) => z.object({ success: z.literal(true), ...shape });
export const doneWithMessage = done({ message: z.string() });
export const signedIn = done(sessionUserSchema.shape);
export const packageSaved = done({ message: z.string(), package: packageViewSchema });
export const postSaved = done({ _id: id, slug: z.string().describe("The post's address: /post/{slug}.") });

export const SESSION_COOKIE_SET = { 'Set-Cookie': 'The session cookie (httpOnly, SameSite=Lax).' };
export const SESSION_COOKIE_CLEARED = { 'Set-Cookie': 'Clears the session cookie.' };

// Calls that read their query without Zod (they forgive any value) are described here.
export const fullTextQuery = z.object({
  searchTerm: z.string().max(MAX_TERM_LENGTH).optional().describe('Every word must match, in any order; English or Burmese. Empty: an empty array.'),
  startIndex: z.int().min(0).max(MAX_START_INDEX).default(0).describe('Results already shown (clamped).'),
  sort: z.enum(FULL_TEXT_SORTS).default('relevance').describe('Anything else reads as relevance.'),
  showClosed: z.enum(['true', 'false']).default('false').describe('true: rented-out and sold listings too; otherwise only those still available.'),
});
export const relatedQuery = z.object({ listingId: id.describe('The listing to find similar ones for.') });

export const uploadBody = z.object({
  images: z
    .array(z.string().meta({ contentMediaType: 'application/octet-stream' }))
    .min(1)
    .max(LIMITS.listingImagesMax)
    .describe(`JPEG, PNG or WebP pictures, at most ${LIMITS.listingImagesMax}, 2 MB each.`),
});
export const paymentInquiryBody = z.intersection(
  paymentInquirySchema,
  z.object({ file: z.string().meta({ contentMediaType: 'application/octet-stream' }).describe('The payment proof: a JPEG, PNG or WebP picture or a PDF, 5 MB at most.') }),
);

export const userListingsAnswer = done({
  listings: z.array(ownListingSchema),
  totalListings: z.int(),
  totalSales: z.int(),
  totalRent: z.int(),
  lastMonthListings: z.int(),
  lastMonthSales: z.int(),
  lastMonthRent: z.int(),
});

export const subscription = z.object({ userId: id, packageId: id, title: z.string(), startsAt: isoDate, expiresAt: isoDate, listingsUsed: z.int() });

/** Bodies several calls read, by the name the document gives them. */
export const NAMED_REQUESTS: Record<string, z.ZodType> = { ListingInput: listingSchema, PostInput: postSchema, PackageInput: packageInputSchema };

/** Answers and parts of answers several calls share, by the name the document gives them. */
export const NAMED_ANSWERS: Record<string, z.ZodType> = {
  Done: doneWithMessage,
  SignedIn: signedIn,
  SessionUser: sessionUserSchema,
  PublicUser: publicUserViewSchema,
  Agency: agencyViewSchema,
  Agent: agentViewSchema,
  AdminUser: adminUserViewSchema,
  Listing: listingViewSchema,
  Post: postViewSchema,
  PostSaved: postSaved,
  Review: reviewViewSchema,
  Package: packageViewSchema,
  PackageSaved: packageSaved,
  PackageStatus: packageStatusSchema,
  ContactMessage: contactMessageViewSchema,
  PaymentInquiry: inquiryViewSchema,
};
