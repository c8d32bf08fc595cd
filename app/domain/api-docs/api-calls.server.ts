// Every /api call of app/routes.ts, described once: the API document (/api/openapi.json) and its
// page (/api/docs) are written from this list, and openapi-document.server.test.ts fails when a
// route of app/routes.ts is missing here or a path here has no route. Request schemas are the
// ones the routes parse with; answers are built from lib/schemas/answers, which the type check
// holds to the view types the code sends.
import { z } from 'zod';
import type { ApiCall } from './api-call.server';
import { allUsersQuery, inboxQuery, usersQuery } from '../admin/admin-queries.server';
import { agentsQuery } from '../agents/agents-query.server';
import { listingsQuery, userListingsQuery } from '../listings/listings-query.server';
import { postsQuery } from '../posts/posts-query.server';
import { FULL_TEXT_SORTS } from '../../lib/full-text-sort';
import { LIMITS, PAGE_SIZES } from '../../lib/constants';
import { agencySchema } from '../../lib/schemas/agency';
import { googleSignInSchema, signInSchema, signUpSchema } from '../../lib/schemas/auth';
import { contactSchema } from '../../lib/schemas/contact';
import { listingSchema } from '../../lib/schemas/listing';
import { imageDeleteSchema } from '../../lib/schemas/media';
import { assignPackageSchema, packageChoiceSchema, packageInputSchema } from '../../lib/schemas/package';
import { forgotPasswordSchema, resetPasswordSchema } from '../../lib/schemas/password-reset';
import { paymentInquirySchema } from '../../lib/schemas/payment-inquiry';
import { postSchema } from '../../lib/schemas/post';
import { profileSchema } from '../../lib/schemas/profile';
import { createReviewSchema } from '../../lib/schemas/review';
import { MAX_START_INDEX, MAX_TERM_LENGTH } from '../../lib/schemas/search';
import { contactMessageViewSchema, inquiryViewSchema } from '../../lib/schemas/answers/admin';
import { id, isoDate } from '../../lib/schemas/answers/dates';
import { listingViewSchema, ownListingSchema } from '../../lib/schemas/answers/listings';
import { packageStatusSchema, packageViewSchema } from '../../lib/schemas/answers/packages';
import { postViewSchema } from '../../lib/schemas/answers/posts';
import { createdReviewSchema, listingReviewsSchema, reviewViewSchema } from '../../lib/schemas/answers/reviews';
import { adminUserViewSchema, agencyViewSchema, agentViewSchema, publicUserViewSchema, sessionUserSchema, userChoiceSchema } from '../../lib/schemas/answers/users';

/** A success answer: `{ success: true, ...fields }`. */
const done = <S extends z.ZodRawShape>(shape: S) => z.object({ success: z.literal(true), ...shape });
const doneWithMessage = done({ message: z.string() });
const signedIn = done(sessionUserSchema.shape);
const packageSaved = done({ message: z.string(), package: packageViewSchema });
const postSaved = done({ _id: id, slug: z.string().describe("The post's address: /post/{slug}.") });

const SESSION_COOKIE_SET = { 'Set-Cookie': 'The session cookie (httpOnly, SameSite=Lax).' };
const SESSION_COOKIE_CLEARED = { 'Set-Cookie': 'Clears the session cookie.' };

// Calls that read their query without Zod (they forgive any value) are described here.
const fullTextQuery = z.object({
  searchTerm: z.string().max(MAX_TERM_LENGTH).optional().describe('Every word must match, in any order; English or Burmese. Empty: an empty array.'),
  startIndex: z.int().min(0).max(MAX_START_INDEX).default(0).describe('Results already shown (clamped).'),
  sort: z.enum(FULL_TEXT_SORTS).default('relevance').describe('Anything else reads as relevance.'),
});
const relatedQuery = z.object({ listingId: id.describe('The listing to find similar ones for.') });

const uploadBody = z.object({
  images: z
    .array(z.string().meta({ contentMediaType: 'application/octet-stream' }))
    .min(1)
    .max(LIMITS.listingImagesMax)
    .describe(`JPEG, PNG or WebP pictures, at most ${LIMITS.listingImagesMax}, 2 MB each.`),
});
const paymentInquiryBody = z.intersection(
  paymentInquirySchema,
  z.object({ file: z.string().meta({ contentMediaType: 'application/octet-stream' }).describe('The payment proof: a JPEG, PNG or WebP picture or a PDF, 5 MB at most.') }),
);

const userListingsAnswer = done({
  listings: z.array(ownListingSchema),
  totalListings: z.int(),
  totalSales: z.int(),
  totalRent: z.int(),
  lastMonthListings: z.int(),
  lastMonthSales: z.int(),
  lastMonthRent: z.int(),
});

const subscription = z.object({ userId: id, packageId: id, title: z.string(), startsAt: isoDate, expiresAt: isoDate, listingsUsed: z.int() });

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

export const API_CALLS: ApiCall[] = [
  // Authentication
  {
    method: 'post',
    path: '/api/auth/signup',
    area: 'Authentication',
    operationId: 'signUp',
    summary: 'Create an account and sign in',
    access: 'public',
    body: { contentType: 'application/json', schema: signUpSchema },
    answers: [{ status: 201, description: 'The account, signed in.', schema: done({ message: z.string(), ...sessionUserSchema.shape }), headers: SESSION_COOKIE_SET }],
    failures: { 409: 'The username or e-mail is taken.', 429: 'Too many new accounts from this address.' },
  },
  {
    method: 'post',
    path: '/api/auth/signin',
    area: 'Authentication',
    operationId: 'signIn',
    summary: 'Sign in with e-mail and password',
    access: 'public',
    body: { contentType: 'application/json', schema: signInSchema },
    answers: [{ status: 200, description: 'The user, signed in.', schema: signedIn, headers: SESSION_COOKIE_SET }],
    failures: { 401: 'Wrong e-mail or password.', 429: 'Too many failed attempts for this account or address.' },
  },
  // The spec's GET /api/auth/signout and POST /api/signout; each path serves both methods.
  ...(['/api/auth/signout', '/api/signout'] as const).flatMap((path, older) =>
    (['get', 'post'] as const).map(
      (method): ApiCall => ({
        method,
        path,
        area: 'Authentication',
        operationId: `signOut${older ? 'Older' : ''}${method === 'get' ? 'Get' : 'Post'}`,
        summary: older ? 'Sign out (the older path)' : 'Sign out',
        description: "Refused (403) when another site's page sends it. A browser's navigation or plain form post is sent home (302).",
        access: 'public',
        answers: [
          { status: 200, description: 'Signed out.', schema: doneWithMessage, headers: SESSION_COOKIE_CLEARED },
          { status: 302, description: 'Signed out; a navigation goes to the home page.', headers: { ...SESSION_COOKIE_CLEARED, Location: '/' } },
        ],
      }),
    ),
  ),
  {
    method: 'post',
    path: '/api/auth/google',
    area: 'Authentication',
    operationId: 'signInWithGoogle',
    summary: 'Sign in with an ID token',
    description: 'Only an ID token signed by the configured OpenID Connect issuer for this client. The first sign-in creates the account.',
    access: 'public',
    body: { contentType: 'application/json', schema: googleSignInSchema },
    answers: [{ status: 200, description: 'The user, signed in.', schema: signedIn, headers: SESSION_COOKIE_SET }],
    failures: { 401: 'The token is not valid.', 404: 'Third-party sign-in is not configured.' },
  },
  {
    method: 'post',
    path: '/api/auth/forgotpassword',
    area: 'Authentication',
    operationId: 'forgotPassword',
    summary: 'Send a password reset e-mail',
    description: 'The same answer whether or not the address has an account.',
    access: 'public',
    body: { contentType: 'application/json', schema: forgotPasswordSchema },
    answers: [{ status: 200, description: 'Sent, if the address has an account.', schema: doneWithMessage }],
    failures: { 429: 'Too many reset e-mails for this account or address.' },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password/{token}',
    area: 'Authentication',
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset link',
    description: "Ends every session of the user, this browser's too.",
    access: 'public',
    pathParams: { token: 'The token of the reset e-mail.' },
    body: { contentType: 'application/json', schema: resetPasswordSchema },
    answers: [{ status: 200, description: 'The password is changed.', schema: doneWithMessage, headers: SESSION_COOKIE_CLEARED }],
  },

  // Listings
  {
    method: 'get',
    path: '/api/listing/get',
    area: 'Listings',
    operationId: 'listListings',
    summary: 'Listings, newest first, page by page',
    access: 'public',
    query: listingsQuery,
    answers: [
      {
        status: 200,
        description: 'One page.',
        schema: done({
          results: z.object({ result: z.array(listingViewSchema), pageCount: z.int() }),
          totalListings: z.int(),
          lastMonthPosts: z.int().describe('Listings posted in the last month.'),
        }),
      },
    ],
  },
  {
    method: 'get',
    path: '/api/listing/get/{id}',
    area: 'Listings',
    operationId: 'getListing',
    summary: 'One listing',
    access: 'public',
    pathParams: { id: 'The listing id.' },
    answers: [{ status: 200, description: 'The listing.', schema: listingViewSchema }],
    failures: { 404: 'No such listing.' },
  },
  {
    method: 'post',
    path: '/api/listing/create',
    area: 'Listings',
    operationId: 'createListing',
    summary: 'Post a listing',
    description: 'Needs an active package with listings left (admins are exempt). Images must be uploads of this site (POST /api/media/upload).',
    access: 'user',
    body: { contentType: 'application/json', schema: listingSchema },
    answers: [{ status: 201, description: 'Posted.', schema: done({ message: z.string(), _id: id }) }],
    failures: { 403: 'The package is not active.', 429: 'The monthly post limit is reached.' },
  },
  {
    method: 'post',
    path: '/api/listing/update/{id}',
    area: 'Listings',
    operationId: 'updateListing',
    summary: 'Change a listing',
    description: 'Its lister or an admin; every field is replaced.',
    access: 'user',
    pathParams: { id: 'The listing id.' },
    body: { contentType: 'application/json', schema: listingSchema },
    answers: [{ status: 200, description: 'Saved.', schema: done({ message: z.string(), _id: id, listing: listingViewSchema.nullable() }) }],
    failures: { 403: 'Not your listing.', 404: 'No such listing.' },
  },
  {
    method: 'delete',
    path: '/api/listing/delete/{id}',
    area: 'Listings',
    operationId: 'deleteListing',
    summary: 'Delete a listing',
    description: 'Its lister or an admin. POST is accepted too.',
    access: 'user',
    pathParams: { id: 'The listing id.' },
    answers: [{ status: 200, description: 'Deleted.', schema: doneWithMessage }],
    failures: { 403: 'Not your listing.', 404: 'No such listing.' },
  },
  {
    method: 'post',
    path: '/api/listing/pageviews/{id}',
    area: 'Listings',
    operationId: 'countListingView',
    summary: 'Count a view of a listing',
    description: 'Sent by the listing page after it loads. A visitor without a visitor cookie gets one.',
    access: 'optional-session',
    pathParams: { id: 'The listing id.' },
    answers: [{ status: 200, description: 'The new total.', schema: done({ count: z.int() }), headers: { 'Set-Cookie': 'The visitor cookie, for a visitor who had none.' } }],
    failures: { 404: 'No such listing.' },
  },
  {
    method: 'get',
    path: '/api/listing/getpageviews/{id}',
    area: 'Listings',
    operationId: 'getListingViews',
    summary: "A listing's view count",
    access: 'public',
    pathParams: { id: 'The listing id.' },
    answers: [{ status: 200, description: 'The count.', schema: done({ count: z.int() }) }],
    failures: { 404: 'No such listing.' },
  },
  {
    method: 'get',
    path: '/api/listing/getRelated',
    area: 'Listings',
    operationId: 'getRelatedListings',
    summary: 'Up to 4 similar listings',
    access: 'public',
    query: relatedQuery,
    answers: [{ status: 200, description: 'Similar listings, never the listing itself.', schema: done({ results: z.array(listingViewSchema).max(4) }) }],
    failures: { 404: 'No such listing.' },
  },
  {
    method: 'get',
    path: '/api/listing/search',
    area: 'Listings',
    operationId: 'searchListings',
    summary: 'Full-text search, one batch at a time',
    description: `A batch of ${PAGE_SIZES.fullSearch}, best match first. Bad parameters never fail: an empty term is an empty array, startIndex is clamped.`,
    access: 'public',
    query: fullTextQuery,
    answers: [
      {
        status: 200,
        description: 'The batch, as a plain array.',
        schema: z.array(listingViewSchema).max(PAGE_SIZES.fullSearch),
        headers: { Link: 'rel="next": the next batch, when there is one.' },
      },
    ],
  },
  {
    method: 'get',
    path: '/api/user/listings/{userId}',
    area: 'Listings',
    operationId: 'listUserListings',
    summary: "A user's listings and their counts",
    description: 'Your own, or anyone\'s for an admin; 9 at a time, most recently changed first.',
    access: 'user',
    pathParams: { userId: 'The user id.' },
    query: userListingsQuery,
    answers: [{ status: 200, description: 'The batch and the counts.', schema: userListingsAnswer }],
    failures: { 403: 'Not your listings.', 404: 'No such user.' },
  },

  // Users
  {
    method: 'post',
    path: '/api/user/update/{id}',
    area: 'Users',
    operationId: 'updateUser',
    summary: "Change an account, or its agency profile",
    description:
      'The user themself or an admin. A body with any agency field (name, description, address, phone, facebook, imageUrls...) saves the agency profile; otherwise the account (username, e-mail, password, avatar; a new e-mail or password needs currentPassword).',
    access: 'user',
    pathParams: { id: 'The user id.' },
    body: { contentType: 'application/json', schema: z.union([profileSchema, agencySchema]) },
    answers: [
      {
        status: 200,
        description: 'Saved: the account, and the agency when one was saved.',
        schema: z.union([done({ message: z.string(), ...sessionUserSchema.shape, agent: agencyViewSchema }), done({ message: z.string(), ...sessionUserSchema.shape })]),
      },
    ],
    failures: { 403: 'Not your account.', 404: 'No such user.', 409: 'The username or e-mail is taken.' },
  },
  {
    method: 'get',
    path: '/api/user/getagents',
    area: 'Users',
    operationId: 'listAgents',
    summary: 'The agency directory',
    access: 'public',
    query: agentsQuery,
    answers: [{ status: 200, description: 'One batch of agencies (public fields only).', schema: z.array(agentViewSchema) }],
  },
  {
    method: 'get',
    path: '/api/user/getusers',
    area: 'Admin',
    operationId: 'listUsers',
    summary: 'Users, in batches, with totals',
    access: 'admin',
    query: usersQuery,
    answers: [{ status: 200, description: 'One batch.', schema: done({ users: z.array(adminUserViewSchema), totalUsers: z.int(), lastMonthUsers: z.int() }) }],
  },
  {
    method: 'get',
    path: '/api/user/getallusers',
    area: 'Admin',
    operationId: 'listAllUsers',
    summary: 'Every user, compactly, by username',
    access: 'admin',
    query: allUsersQuery,
    answers: [{ status: 200, description: 'The users.', schema: done({ users: z.array(userChoiceSchema) }) }],
  },
  {
    method: 'delete',
    path: '/api/user/delete/{id}',
    area: 'Users',
    operationId: 'deleteUser',
    summary: 'Delete an account',
    description: 'The user themself or an admin; the last admin stays. POST is accepted too.',
    access: 'user',
    pathParams: { id: 'The user id.' },
    answers: [{ status: 200, description: 'Deleted; deleting your own account also signs you out.', schema: doneWithMessage }],
    failures: { 403: 'Not your account.', 404: 'No such user.', 409: 'The last admin cannot be deleted.' },
  },
  {
    method: 'get',
    path: '/api/user/{id}',
    area: 'Users',
    operationId: 'getUser',
    summary: "A user's public fields",
    description: 'With the agency fields when the user has an agency profile; the e-mail only for the user themself and admins.',
    access: 'optional-session',
    pathParams: { id: 'The user id.' },
    answers: [{ status: 200, description: 'The user.', schema: publicUserViewSchema }],
    failures: { 404: 'No such user.' },
  },

  // Posts
  {
    method: 'get',
    path: '/api/post/getposts',
    area: 'Posts',
    operationId: 'listPosts',
    summary: 'Blog posts, filtered and in pages',
    access: 'public',
    query: postsQuery,
    answers: [{ status: 200, description: 'One page.', schema: z.object({ posts: z.array(postViewSchema), totalPosts: z.int(), lastMonthPosts: z.int() }) }],
  },
  {
    method: 'post',
    path: '/api/post/create',
    area: 'Posts',
    operationId: 'createPost',
    summary: 'Publish a post',
    access: 'admin',
    body: { contentType: 'application/json', schema: postSchema },
    answers: [{ status: 201, description: 'Published.', schema: postSaved }],
  },
  ...(['/api/post/updatepost/{postId}', '/api/post/updatepost/{postId}/{userId}'] as const).map(
    (path, i): ApiCall => ({
      method: 'put',
      path,
      area: 'Posts',
      operationId: i === 0 ? 'updatePost' : 'updatePostWithUser',
      summary: i === 0 ? 'Change a post' : 'Change a post (the older path)',
      description: 'Any admin may change any post. POST is accepted too.' + (i === 0 ? '' : ' The userId is ignored.'),
      access: 'admin',
      pathParams: { postId: 'The post id.', ...(i === 1 && { userId: 'Ignored: the session says who asks.' }) },
      body: { contentType: 'application/json', schema: postSchema },
      answers: [{ status: 200, description: 'Saved.', schema: postSaved }],
      failures: { 404: 'No such post.' },
    }),
  ),
  ...(['/api/post/deletepost/{postId}', '/api/post/deletepost/{postId}/{userId}'] as const).map(
    (path, i): ApiCall => ({
      method: 'delete',
      path,
      area: 'Posts',
      operationId: i === 0 ? 'deletePost' : 'deletePostWithUser',
      summary: i === 0 ? 'Delete a post' : 'Delete a post (the older path)',
      description: 'POST is accepted too.' + (i === 0 ? '' : ' The userId is ignored.'),
      access: 'admin',
      pathParams: { postId: 'The post id.', ...(i === 1 && { userId: 'Ignored: the session says who asks.' }) },
      answers: [{ status: 200, description: 'Deleted.', schema: doneWithMessage }],
      failures: { 404: 'No such post.' },
    }),
  ),

  // Reviews
  {
    method: 'post',
    path: '/api/review/createreview',
    area: 'Reviews',
    operationId: 'createReview',
    summary: 'Review a listing',
    description: 'One review per user per listing: a second one replaces the first. The author is the signed-in user.',
    access: 'user',
    body: { contentType: 'application/json', schema: createReviewSchema },
    answers: [
      { status: 201, description: 'A new review.', schema: done(createdReviewSchema.shape) },
      { status: 200, description: "It replaced the user's earlier review.", schema: done(createdReviewSchema.shape) },
    ],
    failures: { 403: 'Your own listing.', 404: 'No such listing.', 429: 'Too many reviews this hour.' },
  },
  {
    method: 'get',
    path: '/api/review/getListingReview/{listingId}',
    area: 'Reviews',
    operationId: 'listListingReviews',
    summary: "A listing's reviews",
    access: 'public',
    pathParams: { listingId: 'The listing id.' },
    answers: [{ status: 200, description: 'The reviews, their average and count.', schema: done(listingReviewsSchema.shape) }],
    failures: { 404: 'No such listing.' },
  },
  {
    method: 'delete',
    path: '/api/review/deletereview/{id}',
    area: 'Reviews',
    operationId: 'deleteReview',
    summary: 'Delete a review',
    description: 'Its author, or an admin.',
    access: 'user',
    pathParams: { id: 'The review id.' },
    answers: [{ status: 200, description: 'Deleted.', schema: doneWithMessage }],
    failures: { 403: 'Not your review.', 404: 'No such review.' },
  },

  // Contact
  {
    method: 'post',
    path: '/api/auth/contact',
    area: 'Contact',
    operationId: 'sendContactMessage',
    summary: "Write to a listing's lister, or to the site",
    description: 'With propertyId the message goes to the listing\'s lister; without it, to the site.',
    access: 'public',
    body: { contentType: 'application/json', schema: contactSchema },
    answers: [{ status: 200, description: 'Sent: the confirmation, as plain text.', contentTypes: ['text/plain'] }],
    failures: { 404: 'No such listing.', 429: 'Too many messages from this address.', 502: 'The e-mail could not be sent.' },
  },
  {
    method: 'post',
    path: '/api/auth/contactForPayment',
    area: 'Packages',
    operationId: 'sendPaymentInquiry',
    summary: 'Ask for a paid package, with a payment proof',
    description: "Open to visitors; a signed-in sender's account is linked to the inquiry.",
    access: 'optional-session',
    body: { contentType: 'multipart/form-data', schema: paymentInquiryBody },
    answers: [{ status: 201, description: 'Sent to the site.', schema: done({ message: z.string(), _id: id }) }],
    failures: { 413: 'The proof is larger than 5 MB.', 429: 'Too many inquiries from this address.' },
  },

  // Images
  {
    method: 'post',
    path: '/api/media/upload',
    area: 'Images',
    operationId: 'uploadImages',
    summary: 'Upload pictures',
    description: 'Each picture is re-encoded as WebP, its metadata (GPS included) stripped. All or nothing.',
    access: 'user',
    body: { contentType: 'multipart/form-data', schema: uploadBody },
    answers: [{ status: 200, description: "The pictures' addresses, in the order sent.", schema: done({ urls: z.array(z.string()) }) }],
    failures: { 413: 'A picture or the whole body is too large.', 429: 'Too many uploads in progress.', 503: 'The server is busy with pictures: try again after Retry-After.' },
  },
  {
    method: 'post',
    path: '/api/media/delete',
    area: 'Images',
    operationId: 'deleteImage',
    summary: 'Delete an upload nothing uses',
    access: 'user',
    body: { contentType: 'application/json', schema: imageDeleteSchema },
    answers: [{ status: 200, description: 'Deleted.', schema: doneWithMessage }],
    failures: { 403: 'Not your picture.', 404: 'No such picture.', 409: 'A listing, profile or post still shows it.' },
  },

  // Packages
  {
    method: 'get',
    path: '/api/packages',
    area: 'Packages',
    operationId: 'listPackages',
    summary: 'Every package, cheapest first',
    access: 'public',
    answers: [{ status: 200, description: 'The packages.', schema: z.array(packageViewSchema) }],
  },
  {
    method: 'post',
    path: '/api/packages/create',
    area: 'Packages',
    operationId: 'createPackage',
    summary: 'Create a package',
    access: 'admin',
    body: { contentType: 'application/json', schema: packageInputSchema },
    answers: [{ status: 201, description: 'Created.', schema: packageSaved }],
    failures: { 409: 'The title is taken.' },
  },
  {
    method: 'get',
    path: '/api/packages/status/{userId}',
    area: 'Packages',
    operationId: 'getPackageStatus',
    summary: "A user's current package",
    description: 'For the user themself or an admin.',
    access: 'user',
    pathParams: { userId: 'The user id.' },
    answers: [{ status: 200, description: 'The newest subscription; -1 listings (or "Unlimited" left) is unlimited.', schema: packageStatusSchema }],
    failures: { 403: 'Not your account.', 404: 'No such user.' },
  },
  {
    method: 'post',
    path: '/api/packages/select',
    area: 'Packages',
    operationId: 'selectPackage',
    summary: 'Choose the free package',
    description: 'For the signed-in user, under the plans page\'s rules. Paid packages go through a payment inquiry.',
    access: 'user',
    body: { contentType: 'application/json', schema: packageChoiceSchema },
    answers: [{ status: 200, description: 'Chosen.', schema: doneWithMessage }],
    failures: { 402: 'A paid package needs a payment.', 404: 'No such package.', 409: "The plans page's rules refuse it." },
  },
  {
    method: 'post',
    path: '/api/packages/assign-package',
    area: 'Packages',
    operationId: 'assignPackage',
    summary: 'Give a user a package',
    description: 'A new subscription from now, no listings used.',
    access: 'admin',
    body: { contentType: 'application/json', schema: assignPackageSchema },
    answers: [{ status: 200, description: 'Assigned.', schema: done({ message: z.string(), subscription }) }],
    failures: { 404: 'No such user or package.' },
  },
  {
    method: 'get',
    path: '/api/packages/{id}',
    area: 'Packages',
    operationId: 'getPackage',
    summary: 'One package',
    access: 'public',
    pathParams: { id: 'The package id.' },
    answers: [{ status: 200, description: 'The package.', schema: packageViewSchema }],
    failures: { 404: 'No such package.' },
  },
  {
    method: 'put',
    path: '/api/packages/{id}',
    area: 'Packages',
    operationId: 'updatePackage',
    summary: 'Change a package',
    description: 'Every field is replaced.',
    access: 'admin',
    pathParams: { id: 'The package id.' },
    body: { contentType: 'application/json', schema: packageInputSchema },
    answers: [{ status: 200, description: 'Saved.', schema: packageSaved }],
    failures: { 404: 'No such package.', 409: 'The title is taken.' },
  },
  {
    method: 'post',
    path: '/api/package/buy/{packageId}',
    area: 'Packages',
    operationId: 'buyPackage',
    summary: 'Choose a package (the older path)',
    description: 'The same rules as POST /api/packages/select.',
    access: 'user',
    pathParams: { packageId: 'The package id.' },
    answers: [{ status: 200, description: 'Chosen.', schema: doneWithMessage }],
    failures: { 402: 'A paid package needs a payment.', 404: 'No such package.', 409: "The plans page's rules refuse it." },
  },

  // Admin
  {
    method: 'get',
    path: '/api/admin/inbox',
    area: 'Admin',
    operationId: 'listInbox',
    summary: 'Contact messages or payment inquiries, newest first',
    access: 'admin',
    query: inboxQuery,
    answers: [
      {
        status: 200,
        description: 'One batch of the kind asked for.',
        schema: z.union([
          done({ messages: z.array(contactMessageViewSchema), totalMessages: z.int() }),
          done({ inquiries: z.array(inquiryViewSchema), totalInquiries: z.int() }),
        ]),
      },
    ],
  },
  {
    method: 'get',
    path: '/api/payment-inquiries/{id}/proof',
    area: 'Admin',
    operationId: 'downloadPaymentProof',
    summary: "A payment inquiry's proof, as a download",
    access: 'admin',
    pathParams: { id: 'The payment inquiry id.' },
    answers: [{ status: 200, description: 'The file.', contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] }],
    failures: { 404: 'No such inquiry or proof.' },
  },

  // Documentation
  {
    method: 'get',
    path: '/api/openapi.json',
    area: 'Documentation',
    operationId: 'getApiDocument',
    summary: 'This document',
    description: 'OpenAPI 3.1; /api/docs shows it as a page.',
    access: 'public',
    answers: [{ status: 200, description: 'The document.', schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) }],
  },
];
