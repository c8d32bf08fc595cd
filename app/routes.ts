// The map of the product: every URL of spec section 2 and every /api call of section 7, one
// line each. Paths match case-insensitively (so /contactforpayment reaches /contactForPayment).
import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Pages
  index('routes/home.tsx'),
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-up', 'routes/sign-up.tsx'),
  route('forgotpassword', 'routes/forgot-password.tsx'),
  // The spelling people type (and other sites use) reaches the same page.
  route('forgot-password', 'routes/forgot-password.tsx', { id: 'forgot-password-hyphen' }),
  route('reset-password/:token', 'routes/reset-password.tsx'),
  route('reset_password/:token', 'routes/reset-password.tsx', { id: 'reset-password-underscore' }),
  route('about', 'routes/about.tsx'),
  route('search', 'routes/search.tsx'),
  route('full-search', 'routes/full-search.tsx'),
  route('listing/:listingId', 'routes/listing.tsx'),
  route('create-listing', 'routes/create-listing.tsx'),
  route('create-listing-admin', 'routes/create-listing-admin.tsx'),
  route('share-listing', 'routes/share-listing.tsx'),
  route('update-listing/:listingId', 'routes/update-listing.tsx'),
  route('my-listing', 'routes/my-listing.tsx'),
  route('listing-photo-matches', 'routes/listing-photo-matches.ts'),
  route('moderation/duplicates', 'routes/duplicate-listings.tsx'),
  route('favourites', 'routes/favourites.tsx'),
  route('saved-searches', 'routes/saved-searches.tsx'),
  route('unsubscribe/:token', 'routes/unsubscribe.tsx'),
  route('unsubscribe/saved-listings/:token', 'routes/unsubscribe-saved-listings.tsx'),
  route('confirm-email/:token', 'routes/confirm-email.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('notifications', 'routes/notifications.tsx'),
  route('update-agent', 'routes/update-agent.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('update-agent-by-admin/:userId', 'routes/update-agent-by-admin.tsx'),
  route('agent', 'routes/agents.tsx'),
  route('agent/:id', 'routes/agent.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('post/:slug', 'routes/post.tsx'),
  route('create-post', 'routes/create-post.tsx'),
  route('update-post/:postId', 'routes/update-post.tsx'),
  route('price', 'routes/price.tsx'),
  route('packages', 'routes/packages.tsx'),
  route('create-package', 'routes/create-package.tsx'),
  route('update-package/:id', 'routes/update-package.tsx'),
  route('admin-assign-package', 'routes/admin-assign-package.tsx'),
  route('exchange-rate', 'routes/exchange-rate.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('insights', 'routes/insights.tsx'),
  route('insights/:township', 'routes/insights-township.tsx'),
  route('contactForPayment', 'routes/contact-for-payment.tsx'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/:file', 'routes/sitemap-part.ts'),
  route('PrivacyPolicy', 'routes/privacy-policy.tsx'),
  route('privacy_policy', 'routes/privacy-policy.tsx', { id: 'privacy-policy-underscore' }),
  route('TermsAndConditions', 'routes/terms.tsx'),
  route('terms_and_conditions', 'routes/terms.tsx', { id: 'terms-underscore' }),
  route('offline', 'routes/offline.tsx'),

  // Calls: authentication
  route('api/auth/signup', 'routes/api/auth.signup.ts'),
  route('api/auth/signin', 'routes/api/auth.signin.ts'),
  route('api/auth/signout', 'routes/api/auth.signout.ts'),
  route('api/signout', 'routes/api/auth.signout.ts', { id: 'api-signout-post' }),
  route('api/auth/google', 'routes/api/auth.google.ts'),
  route('api/auth/forgotpassword', 'routes/api/auth.forgotpassword.ts'),
  route('api/auth/reset-password/:token', 'routes/api/auth.reset-password.ts'),
  route('auth/google', 'routes/auth.google.ts'),
  route('auth/google/callback', 'routes/auth.google.callback.ts'),

  // Calls: listings
  route('api/listing/get', 'routes/api/listing.get.ts'),
  route('api/listing/get/:id', 'routes/api/listing.get-one.ts'),
  route('api/listing/create', 'routes/api/listing.create.ts'),
  route('api/listing/draft', 'routes/api/listing.draft.ts'),
  route('api/listing/update/:id', 'routes/api/listing.update.ts'),
  route('api/listing/delete/:id', 'routes/api/listing.delete.ts'),
  route('api/user/listings/:userId', 'routes/api/user.listings.ts'),
  route('api/user/update/:id', 'routes/api/user.update.ts'),
  route('api/user/getagents', 'routes/api/user.getagents.ts'),
  route('api/user/getusers', 'routes/api/user.getusers.ts'),
  route('api/user/getallusers', 'routes/api/user.getallusers.ts'),
  route('api/user/delete/:id', 'routes/api/user.delete.ts'),
  route('api/user/:id', 'routes/api/user.by-id.ts'),

  // Calls: posts
  route('api/post/getposts', 'routes/api/post.getposts.ts'),
  route('api/post/create', 'routes/api/post.create.ts'),
  route('api/post/updatepost/:postId/:userId?', 'routes/api/post.update.ts'),
  route('api/post/deletepost/:postId/:userId?', 'routes/api/post.delete.ts'),

  // Calls: admin
  route('api/admin/inbox', 'routes/api/admin.inbox.ts'),
  route('api/listing/pageviews/:id', 'routes/api/listing.pageviews.ts'),
  route('api/listing/getpageviews/:id', 'routes/api/listing.getpageviews.ts'),
  route('api/listing/getRelated', 'routes/api/listing.get-related.ts'),
  route('api/listing/search', 'routes/api/listing.search.ts'),

  // Calls: reviews and contact
  route('api/review/createreview', 'routes/api/review.create.ts'),
  route('api/review/getListingReview/:listingId', 'routes/api/review.get-listing.ts'),
  route('api/review/deletereview/:id', 'routes/api/review.delete.ts'),
  route('api/auth/contact', 'routes/api/auth.contact.ts'),
  route('api/contact-taps/:target/:id/:channel', 'routes/api/contact-taps.ts'),

  // Calls: images
  route('api/media/upload', 'routes/api/media.upload.ts'),
  route('api/media/delete', 'routes/api/media.delete.ts'),

  // Calls: packages and the payment inquiry
  route('api/packages', 'routes/api/packages.ts'),
  route('api/packages/create', 'routes/api/packages.create.ts'),
  route('api/packages/status/:userId', 'routes/api/packages.status.ts'),
  route('api/packages/select', 'routes/api/packages.select.ts'),
  route('api/packages/assign-package', 'routes/api/packages.assign-package.ts'),
  route('api/packages/:id', 'routes/api/packages.by-id.ts'),
  route('api/package/buy/:packageId', 'routes/api/package.buy.ts'),
  route('api/auth/contactForPayment', 'routes/api/auth.contact-for-payment.ts'),
  route('api/payment-inquiries/:id/proof', 'routes/api/payment-inquiries.proof.ts'),

  // Push notifications: the key, a person's devices, how they are told of each kind
  route('api/push/key', 'routes/api/push.key.ts'),
  route('api/push/subscriptions', 'routes/api/push.subscriptions.ts'),
  route('api/push/subscriptions/:id', 'routes/api/push.subscription.ts'),
  route('api/push/preferences', 'routes/api/push.preferences.ts'),

  // The API document (every call above) and its page
  route('api/openapi.json', 'routes/api/openapi-json.ts'),
  route('api/docs', 'routes/api-docs.tsx'),

  route('api/*', 'routes/api/not-found.ts'),

  // The home page's View More (its lists' next batches)
  route('home-lists/:list', 'routes/home-lists.ts'),
  // The markers of the search and agent maps, loaded when a map shows
  route('map-points', 'routes/map-points.ts'),

  // Anything else
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
