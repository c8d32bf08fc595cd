// The Burmese catalogue, one file per area so that each area's texts sit together. A text is
// translated once, in one of them (i18n.test.ts), so no area's entry silently overrides another's.
import { myAccount } from './my-account';
import { myAdmin } from './my-admin';
import { myApiDocs } from './my-api-docs';
import { myBrowse } from './my-browse';
import { myCommon } from './my-common';
import { myEnquiries } from './my-enquiries';
import { myDuplicates } from './my-duplicates';
import { myFavourites } from './my-favourites';
import { myInsights } from './my-insights';
import { myListingPage } from './my-listing-page';
import { myListings } from './my-listings';
import { myListerPhone } from './my-lister-phone';
import { myModeration } from './my-moderation';
import { myOffline } from './my-offline';
import { myMap } from './my-map';
import { myPackages } from './my-packages';
import { mySavedSearches } from './my-saved-searches';
import { mySearch } from './my-search';
import { myListingPerformance } from './my-listing-performance';
import { myQuality } from './my-quality';
import { myRates } from './my-rates';
import { myPush } from './my-push';
import { myListingPosts } from './my-listing-posts';

/** The area files; no text is in two of them, so the order of the merge does not matter. */
export const MY_AREAS: Record<string, Record<string, string>> = {
  myCommon,
  myListings,
  myListingPage,
  myPackages,
  mySearch,
  myBrowse,
  myAdmin,
  myAccount,
  myFavourites,
  myModeration,
  myMap,
  mySavedSearches,
  myApiDocs,
  myEnquiries,
  myListerPhone,
  myListingPerformance,
  myQuality,
  myDuplicates,
  myRates,
  myOffline,
  myInsights,
  myPush,
  myListingPosts,
};

export const my: Record<string, string> = Object.assign({}, ...Object.values(MY_AREAS));
