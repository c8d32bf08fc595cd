// What the hostile-input sweep probes: every /api call and every page of app/routes.ts, who each
// is for, and the inputs each reads, so that a new route is one entry here.
import { POST_CATEGORIES } from '../../../app/lib/constants';
import { LONG, NIL_UUID, type BodySample, type Variant } from './hostile-values';

export type Access = 'public' | 'user' | 'admin';

// ---------------------------------------------------------------------------------------------
// The /api calls (app/routes/api/*.ts): methods and who each is for, the query names each reads,
// and a body that passes validation yet changes nothing (`harmless: false` when a valid body
// would create something: then only its field names are used, in bodies that cannot pass).

interface BodySpec extends BodySample {
  /** Path parameters for the body probes (default NIL_UUID), so that the body is what is tested. */
  params?: () => Record<string, string>;
}

interface ApiCall {
  path: string;
  /** Every method it serves, and who may use it. */
  methods: Record<string, Access>;
  /** A method it does not serve. */
  wrongMethod?: string;
  query?: string[];
  body?: BodySpec;
  /** Reads a multipart form instead of JSON. */
  multipart?: boolean;
  /** Ends the caller's session: probed as a visitor only. */
  signsOut?: boolean;
}

export interface Fixtures {
  user: { id: string; email: string; username: string };
  victim: { id: string; username: string };
  /** A demo listing of someone else, its name, and a valid body for it. */
  listing: { id: string; name: string; body: Record<string, unknown> };
  packageId: string;
  postId: string;
}

export function apiCalls(f: Fixtures): ApiCall[] {
  const listingSample = f.listing.body;
  const packageSample = { title: 'Probe', price: 0, features: 'one,two', listingLimit: 1, durationDays: 30, highlighted: false };
  const postSample = { title: 'Probe', category: POST_CATEGORIES[1], image: '', content: '<p>Probe</p>' };
  return [
    {
      path: '/api/auth/signup',
      methods: { POST: 'public' },
      wrongMethod: 'GET',
      // The e-mail is taken, so even a valid body only answers 409.
      body: { sample: { username: 'probe user', email: f.user.email, password: 'a-long-password' }, harmless: true },
    },
    {
      path: '/api/auth/signin',
      methods: { POST: 'public' },
      wrongMethod: 'GET',
      // An e-mail no other test signs in with: these probes lock it (5 failures per account).
      body: { sample: { email: 'hostile-probe@example.com', password: 'not-the-password' }, harmless: true },
    },
    { path: '/api/auth/signout', methods: { GET: 'public', POST: 'public' }, signsOut: true },
    { path: '/api/signout', methods: { GET: 'public', POST: 'public' }, signsOut: true },
    // Third-party sign-in is not configured in the suite's portal: the call answers 404 before it
    // reads a body (server/app.ts then drops the rest, so the connection stays usable).
    {
      path: '/api/auth/google',
      methods: { POST: 'public' },
      wrongMethod: 'GET',
      body: { sample: { idToken: 'not-a-real-id-token-but-long-enough' }, harmless: true },
    },
    {
      path: '/api/auth/forgotpassword',
      methods: { POST: 'public' },
      wrongMethod: 'GET',
      body: { sample: { email: 'nobody@example.com' }, harmless: true },
    },
    {
      path: '/api/auth/reset-password/:token',
      methods: { POST: 'public' },
      wrongMethod: 'GET',
      body: { sample: { password: 'a-long-password' }, harmless: true },
    },
    { path: '/api/listing/get', methods: { GET: 'public' }, wrongMethod: 'POST', query: ['type', 'userId', 'page', 'limit'] },
    { path: '/api/listing/get/:id', methods: { GET: 'public' }, wrongMethod: 'POST' },
    // The user has no package: a valid listing is refused with 403.
    { path: '/api/listing/create', methods: { POST: 'user' }, wrongMethod: 'GET', body: { sample: listingSample, harmless: true } },
    {
      path: '/api/listing/update/:id',
      methods: { POST: 'user', PUT: 'user' },
      wrongMethod: 'GET',
      body: { sample: listingSample, harmless: true },
    },
    // Reads a post into a draft; nothing is saved.
    { path: '/api/listing/draft', methods: { POST: 'user' }, wrongMethod: 'GET', body: { sample: { text: 'Condo for rent in Bahan, 2BR, 15 lakhs' }, harmless: true } },
    { path: '/api/listing/delete/:id', methods: { DELETE: 'user', POST: 'user' }, wrongMethod: 'PUT' },
    { path: '/api/user/listings/:userId', methods: { GET: 'user' }, wrongMethod: 'POST', query: ['startIndex'] },
    {
      path: '/api/user/update/:id',
      methods: { POST: 'user' },
      wrongMethod: 'GET',
      // A new e-mail with a wrong current password: refused before anything is written.
      body: {
        sample: { username: f.user.username, email: `new-${f.user.email}`, currentPassword: 'not-the-password' },
        harmless: true,
        params: () => ({ id: f.user.id }),
      },
    },
    {
      path: '/api/user/getagents',
      methods: { GET: 'public' },
      wrongMethod: 'POST',
      query: ['limit', 'startIndex', 'sortField', 'sortOrder'],
    },
    { path: '/api/user/getusers', methods: { GET: 'admin' }, wrongMethod: 'POST', query: ['startIndex', 'limit', 'sort'] },
    { path: '/api/user/getallusers', methods: { GET: 'admin' }, wrongMethod: 'POST', query: ['startIndex', 'limit'] },
    { path: '/api/user/delete/:id', methods: { DELETE: 'user', POST: 'user' }, wrongMethod: 'PUT' },
    { path: '/api/user/:id', methods: { GET: 'public' }, wrongMethod: 'POST' },
    {
      path: '/api/post/getposts',
      methods: { GET: 'public' },
      wrongMethod: 'POST',
      query: ['userId', 'postId', 'slug', 'startIndex', 'limit', 'searchTerm', 'sort', 'category'],
    },
    { path: '/api/post/create', methods: { POST: 'admin' }, wrongMethod: 'PUT', body: { sample: postSample, harmless: false } },
    {
      path: '/api/post/updatepost/:postId/:userId',
      methods: { PUT: 'admin', POST: 'admin' },
      wrongMethod: 'DELETE',
      body: { sample: postSample, harmless: true },
    },
    { path: '/api/post/updatepost/:postId', methods: { PUT: 'admin' }, wrongMethod: 'GET' },
    { path: '/api/post/deletepost/:postId/:userId', methods: { DELETE: 'admin', POST: 'admin' }, wrongMethod: 'PUT' },
    { path: '/api/admin/inbox', methods: { GET: 'admin' }, wrongMethod: 'POST', query: ['kind', 'startIndex', 'limit'] },
    { path: '/api/listing/pageviews/:id', methods: { POST: 'public' }, wrongMethod: 'GET' },
    { path: '/api/listing/getpageviews/:id', methods: { GET: 'public' }, wrongMethod: 'POST' },
    { path: '/api/contact-taps/:target/:id/:channel', methods: { POST: 'public' }, wrongMethod: 'GET' },
    { path: '/api/listing/getRelated', methods: { GET: 'public' }, wrongMethod: 'POST', query: ['listingId'] },
    { path: '/api/listing/search', methods: { GET: 'public' }, wrongMethod: 'POST', query: ['searchTerm', 'startIndex'] },
    {
      path: '/api/review/createreview',
      methods: { POST: 'user' },
      wrongMethod: 'GET',
      body: { sample: { listingId: NIL_UUID, rating: 5, content: 'A probe review', userRef: f.victim.id }, harmless: true },
    },
    { path: '/api/review/getListingReview/:listingId', methods: { GET: 'public' }, wrongMethod: 'POST' },
    { path: '/api/review/deletereview/:id', methods: { DELETE: 'user' }, wrongMethod: 'POST' },
    {
      path: '/api/auth/contact',
      methods: { POST: 'public' },
      wrongMethod: 'GET',
      body: {
        sample: { name: 'Probe', email: 'probe@example.com', phone: '', message: 'A probe', propertyTitle: '', propertyId: NIL_UUID },
        harmless: true,
        // Without a listing the message would go to the site, and be sent.
        skip: (field, value) => field === 'propertyId' && (value === '""' || value === 'null'),
      },
    },
    { path: '/api/media/upload', methods: { POST: 'user' }, wrongMethod: 'GET', multipart: true },
    {
      path: '/api/media/delete',
      methods: { POST: 'user' },
      wrongMethod: 'GET',
      body: { sample: { url: '/media/nothing-here.webp' }, harmless: true },
    },
    { path: '/api/packages', methods: { GET: 'public' }, wrongMethod: 'POST' },
    { path: '/api/packages/create', methods: { POST: 'admin' }, wrongMethod: 'GET', body: { sample: packageSample, harmless: false } },
    { path: '/api/packages/status/:userId', methods: { GET: 'user' }, wrongMethod: 'POST' },
    {
      path: '/api/packages/select',
      methods: { POST: 'user' },
      wrongMethod: 'GET',
      body: { sample: { packageId: NIL_UUID, userId: f.victim.id }, harmless: true },
    },
    {
      path: '/api/packages/assign-package',
      methods: { POST: 'admin' },
      wrongMethod: 'GET',
      body: { sample: { userId: NIL_UUID, packageId: NIL_UUID }, harmless: true },
    },
    {
      path: '/api/packages/:id',
      methods: { GET: 'public', PUT: 'admin' },
      wrongMethod: 'DELETE',
      body: { sample: packageSample, harmless: true },
    },
    { path: '/api/package/buy/:packageId', methods: { POST: 'user' }, wrongMethod: 'GET' },
    { path: '/api/auth/contactForPayment', methods: { POST: 'public' }, wrongMethod: 'GET', multipart: true },
    { path: '/api/payment-inquiries/:id/proof', methods: { GET: 'admin' }, wrongMethod: 'POST' },
    { path: '/api/openapi.json', methods: { GET: 'public' }, wrongMethod: 'POST' },
    { path: '/api/no/such/call', methods: { GET: 'public', POST: 'public' } },
  ];
}

// ---------------------------------------------------------------------------------------------
// The pages (app/routes.ts), the query names they read, and whether they have an action.

interface PageRoute {
  path: string;
  access: Access;
  action?: boolean;
}

export const PAGES: PageRoute[] = [
  { path: '/', access: 'public' },
  { path: '/sign-in', access: 'public', action: true },
  { path: '/sign-up', access: 'public', action: true },
  { path: '/forgotpassword', access: 'public', action: true },
  { path: '/reset-password/:token', access: 'public', action: true },
  { path: '/reset_password/:token', access: 'public', action: true },
  { path: '/about', access: 'public' },
  { path: '/search', access: 'public' },
  { path: '/full-search', access: 'public' },
  // The map's markers: a search's filters with a map area, and an agent's listings (its id
  // filled with the hostile path values).
  { path: '/map-points?bounds=16.8,96.1,16.9,96.2', access: 'public' },
  { path: '/map-points?agent=:agent', access: 'public' },
  { path: '/listing/:listingId', access: 'public' },
  { path: '/create-listing', access: 'user', action: true },
  { path: '/create-listing-admin', access: 'admin', action: true },
  { path: '/update-listing/:listingId', access: 'user', action: true },
  { path: '/my-listing', access: 'user' },
  // Public to read (a visitor's list is in their browser); its action sends a visitor to sign in.
  { path: '/favourites', access: 'public', action: true },
  { path: '/saved-searches', access: 'user', action: true },
  { path: '/notifications', access: 'user', action: true },
  // An alert e-mail's link: no session, the signed token alone; a forged one is a 404.
  { path: '/unsubscribe/:token', access: 'public', action: true },
  { path: '/unsubscribe/saved-listings/:token', access: 'public', action: true },
  // The confirmation link mailed to an address: the same, a signed token alone.
  { path: '/confirm-email/:token', access: 'public', action: true },
  { path: '/profile', access: 'user', action: true },
  { path: '/update-agent', access: 'user', action: true },
  { path: '/dashboard', access: 'user' },
  { path: '/dashboard?tab=users', access: 'admin' },
  { path: '/dashboard?tab=users-listings', access: 'admin' },
  { path: '/dashboard?tab=posts', access: 'admin' },
  { path: '/dashboard?tab=inbox', access: 'admin' },
  { path: '/dashboard?tab=reports', access: 'admin' },
  { path: '/moderation/duplicates', access: 'admin', action: true },
  { path: '/exchange-rate', access: 'admin', action: true },
  { path: '/dashboard?tab=performance', access: 'user' },
  { path: '/insights', access: 'public' },
  { path: '/insights/bahan', access: 'public' },
  // The listing form's check of its photos (a fetcher's JSON): a visitor is answered 401.
  { path: '/listing-photo-matches?url=/media/ab/:listingId-800.webp', access: 'user' },
  { path: '/dashboard?tab=welcome', access: 'user' },
  { path: '/dashboard?tab=enquiries', access: 'user' },
  { path: '/update-agent-by-admin/:userId', access: 'admin', action: true },
  { path: '/agent', access: 'public' },
  { path: '/agent/:id', access: 'public' },
  { path: '/blogs', access: 'public' },
  { path: '/post/:slug', access: 'public' },
  { path: '/create-post', access: 'admin', action: true },
  { path: '/update-post/:postId', access: 'admin', action: true },
  { path: '/price', access: 'user', action: true },
  { path: '/packages', access: 'user', action: true },
  { path: '/create-package', access: 'admin', action: true },
  { path: '/update-package/:id', access: 'admin', action: true },
  { path: '/admin-assign-package', access: 'admin', action: true },
  { path: '/contact', access: 'public', action: true },
  { path: '/contactForPayment', access: 'public', action: true },
  { path: '/PrivacyPolicy', access: 'public' },
  { path: '/privacy_policy', access: 'public' },
  { path: '/TermsAndConditions', access: 'public' },
  { path: '/terms_and_conditions', access: 'public' },
  { path: '/offline', access: 'public' },
  { path: '/api/docs', access: 'public' },
  { path: '/robots.txt', access: 'public' },
  { path: '/sitemap.xml', access: 'public' },
  { path: '/sitemaps/:file', access: 'public' },
  { path: '/auth/google', access: 'public' },
  { path: '/auth/google/callback', access: 'public' },
  { path: '/no/such/page', access: 'public' },
];

/**
 * Every query name a page reads (unused ones are ignored), all set to the hostile value at once:
 * pages never refuse a bad value (they fall back to the default), so none hides another.
 */
export const PAGE_QUERY_NAMES = [
  'redirectTo',
  'q',
  'package',
  'page',
  'startIndex',
  'kind',
  'limit',
  'searchTerm',
  'show',
  'type',
  'sort',
  'order',
  'category',
  'township',
  'propertyType',
  'currency',
  'minPrice',
  'maxPrice',
  'beds',
  'parking',
  'offer',
  'saved',
  'listingId',
  'code',
  'state',
];
/** Fewer values for pages than for /api calls: each page is a full server render. */
export const PAGE_QUERY_VALUES = ['\u0000', '-1', '1e309', '9'.repeat(400), "' OR 1=1 --", 'ရန်ကုန်', '//evil.example.com', '/\\evil.example.com'];
export const PAGE_PATH_VALUES = [
  'not-a-uuid',
  NIL_UUID,
  LONG,
  '%00',
  "'",
  '..%2F..%2Fetc%2Fpasswd',
  encodeURIComponent('ရန်ကုန်'),
  '%',
  '%FF',
  '%E1%80',
  '1e309',
];

/** Garbage form posts to a page action; none carries intent=delete. */
export const GARBAGE_FORMS: Variant[] = [
  {
    label: 'form garbage',
    contentType: 'application/x-www-form-urlencoded',
    body: `%%%&&==&a=%FF&email[]=1&email[]=2&password=&price=1e309&intent=inquiry&inquiryId=%00&packageId=%00&title=%00&name=${'x'.repeat(5000)}`,
  },
  {
    label: 'form quotes',
    contentType: 'application/x-www-form-urlencoded',
    body: `email='&password="&packageId='%20OR%201=1--&inquiryId=..%2F..&userId=-1&q=%25_`,
  },
  {
    // The admin inbox's Retry of an undelivered e-mail (/dashboard's action), with ids that name no job.
    label: 'form retry-mail',
    contentType: 'application/x-www-form-urlencoded',
    body: `intent=retry-mail&id=%00&id=' OR 1=1 --&id=${NIL_UUID}`,
  },
  { label: 'broken multipart', contentType: 'multipart/form-data; boundary=abc', body: '--xyz\r\ngarbage' },
  { label: 'text/plain', contentType: 'text/plain', body: 'hello' },
  { label: 'JSON', contentType: 'application/json', body: '{"email":"a@b.c","password":"x"}' },
  { label: 'no content-type', body: new Blob([new Uint8Array([0, 1, 2, 255])]) },
];

// ---------------------------------------------------------------------------------------------
// The route patterns, filled in.

/** The path with its first :param set to `value` (the others NIL_UUID), or each to values[name]. */
export function fill(path: string, value: string | Record<string, string>) {
  let first = true;
  return path.replace(/:(\w+)\??/g, (_, name: string) => {
    const filled = typeof value === 'string' ? (first ? value : NIL_UUID) : (value[name] ?? NIL_UUID);
    first = false;
    return filled;
  });
}

export const hasParams = (path: string) => path.includes(':');
