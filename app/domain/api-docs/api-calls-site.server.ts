// The /api calls of one area of the API document (posts, the contact form, packages and this document): api-calls.server.ts lists them all.
import { z } from 'zod';
import { postsQuery } from '../posts/posts-query.server';
import { contactSchema } from '../../lib/schemas/contact';
import { assignPackageSchema, packageChoiceSchema, packageInputSchema } from '../../lib/schemas/package';
import { postSchema } from '../../lib/schemas/post';
import { id } from '../../lib/schemas/answers/dates';
import { packageStatusSchema, packageViewSchema } from '../../lib/schemas/answers/packages';
import { postViewSchema } from '../../lib/schemas/answers/posts';
import { done, doneWithMessage, packageSaved, postSaved, paymentInquiryBody, subscription } from './api-call-parts.server';
import type { ApiCall } from './api-call.server';

export const POSTS_CALLS: ApiCall[] = [
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
];

export const CONTACT_CALLS: ApiCall[] = [
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
];

export const PACKAGES_CALLS: ApiCall[] = [
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
];

export const DOCUMENTATION_CALLS: ApiCall[] = [
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
