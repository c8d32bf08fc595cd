// The Burmese catalogue, one file per area so that each area's texts sit together.
import { myCommon } from './my-common';
import { myListings } from './my-listings';
import { myListingPage } from './my-listing-page';
import { myPackages } from './my-packages';

export const my: Record<string, string> = { ...myCommon, ...myListings, ...myListingPage, ...myPackages };
