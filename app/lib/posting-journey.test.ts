import { describe, expect, it } from 'vitest';
import { isPostingJourney } from './posting-journey';

describe('isPostingJourney', () => {
  it('knows the posting pages and the plans, as the router matches them', () => {
    for (const path of ['/create-listing', '/Create-Listing/', '/price', '/packages', '/contactForPayment?package=x', '/dashboard?tab=create-listing']) {
      expect(isPostingJourney(path), path).toBe(true);
    }
  });
  it('leaves every other page alone', () => {
    for (const path of ['/', '/listing/abc', '/dashboard?tab=dash', '/my-listing', '/create-listing-admin', '/price-list']) {
      expect(isPostingJourney(path), path).toBe(false);
    }
  });
});
