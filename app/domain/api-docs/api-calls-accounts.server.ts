// The /api calls of one area of the API document (signing in and out, accounts and the admin's calls): api-calls.server.ts lists them all.
import { z } from 'zod';
import { allUsersQuery, inboxQuery, usersQuery } from '../admin/admin-queries.server';
import { agentsQuery } from '../agents/agents-query.server';
import { agencySchema } from '../../lib/schemas/agency';
import { googleSignInSchema, signInSchema, signUpSchema } from '../../lib/schemas/auth';
import { forgotPasswordSchema, resetPasswordSchema } from '../../lib/schemas/password-reset';
import { profileSchema } from '../../lib/schemas/profile';
import { contactMessageViewSchema, inquiryViewSchema } from '../../lib/schemas/answers/admin';
import { adminUserViewSchema, agencyViewSchema, agentViewSchema, publicUserViewSchema, sessionUserSchema, userChoiceSchema } from '../../lib/schemas/answers/users';
import { done, doneWithMessage, signedIn, SESSION_COOKIE_SET, SESSION_COOKIE_CLEARED } from './api-call-parts.server';
import type { ApiCall } from './api-call.server';

export const AUTHENTICATION_CALLS: ApiCall[] = [
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
];

export const USERS_CALLS: ApiCall[] = [
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
];

export const ADMIN_CALLS: ApiCall[] = [
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
];
