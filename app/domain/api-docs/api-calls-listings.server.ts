// The /api calls of one area of the API document (listings, their reviews and images): api-calls.server.ts lists them all.
import { z } from 'zod';
import { listingsQuery, userListingsQuery } from '../listings/listings-query.server';
import { PAGE_SIZES } from '../../lib/constants';
import { listingSchema } from '../../lib/schemas/listing';
import { listingDraftRequestSchema } from '../../lib/schemas/listing-draft';
import { listingPostReadingSchema } from '../../lib/schemas/answers/listing-draft';
import { imageDeleteSchema } from '../../lib/schemas/media';
import { createReviewSchema } from '../../lib/schemas/review';
import { id } from '../../lib/schemas/answers/dates';
import { listingViewSchema } from '../../lib/schemas/answers/listings';
import { createdReviewSchema, listingReviewsSchema } from '../../lib/schemas/answers/reviews';
import { done, doneWithMessage, fullTextQuery, relatedQuery, uploadBody, userListingsAnswer } from './api-call-parts.server';
import type { ApiCall } from './api-call.server';

/** In a saved listing's answer: hidden until a moderator decides (domain/duplicates/hold-for-review.server.ts). */
const held = z.boolean().describe('True while the listing waits for a moderator: it shares two of a photo, the price and the area with another lister’s listing, and is hidden until a moderator decides.');

export const LISTINGS_CALLS: ApiCall[] = [
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
    answers: [{ status: 201, description: 'Posted.', schema: done({ message: z.string(), _id: id, held }) }],
    failures: { 403: 'The package is not active.', 429: 'The monthly post limit is reached.' },
  },
  {
    method: 'post',
    path: '/api/listing/draft',
    area: 'Listings',
    operationId: 'readListingPost',
    summary: 'Read a pasted post into a listing draft',
    description:
      'Reads a Facebook or Viber post (English, Burmese, Zawgyi, mixed) into the listing fields it states, with the words each came from. Nothing is saved. A field the post does not state is left out; one it states two ways (two townships, two prices) is named in `ambiguous` and left out. The text is held to a listing description\'s length.',
    access: 'user',
    body: { contentType: 'application/json', schema: listingDraftRequestSchema },
    answers: [{ status: 200, description: 'What the post states.', schema: done(listingPostReadingSchema.shape) }],
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
    answers: [{ status: 200, description: 'Saved.', schema: done({ message: z.string(), _id: id, held, listing: listingViewSchema.nullable() }) }],
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
    description: `A batch of ${PAGE_SIZES.fullSearch}, best match first, of the listings still available (showClosed=true adds rented-out and sold ones). Bad parameters never fail: an empty term is an empty array, startIndex is clamped.`,
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
];

export const REVIEWS_CALLS: ApiCall[] = [
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
];

export const IMAGES_CALLS: ApiCall[] = [
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
];
