// Every /api call of app/routes.ts, described once: the API document (/api/openapi.json) and its
// page (/api/docs) are written from this list, and openapi-document.server.test.ts fails when a
// route of app/routes.ts is missing here or a path here has no route. Request schemas are the
// ones the routes parse with; answers are built from lib/schemas/answers, which the type check
// holds to the view types the code sends.
import type { ApiCall } from './api-call.server';
import { AUTHENTICATION_CALLS, USERS_CALLS, ADMIN_CALLS } from './api-calls-accounts.server';
import { LISTINGS_CALLS, REVIEWS_CALLS, IMAGES_CALLS } from './api-calls-listings.server';
import { POSTS_CALLS, CONTACT_CALLS, PACKAGES_CALLS, DOCUMENTATION_CALLS } from './api-calls-site.server';
import { CONTACT_TAP_CALLS } from './api-calls-contact-taps.server';
import { PUSH_CALLS } from './api-calls-push.server';

export { NAMED_ANSWERS, NAMED_REQUESTS } from './api-call-parts.server';

/** In the order the document and its page show them. */
export const API_CALLS: ApiCall[] = [...AUTHENTICATION_CALLS, ...LISTINGS_CALLS, ...USERS_CALLS, ...POSTS_CALLS, ...REVIEWS_CALLS, ...CONTACT_CALLS, ...CONTACT_TAP_CALLS, ...IMAGES_CALLS, ...PACKAGES_CALLS, ...PUSH_CALLS, ...ADMIN_CALLS, ...DOCUMENTATION_CALLS];
