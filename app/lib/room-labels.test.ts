import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { bathroomsLabel, bedroomsLabel } from './room-labels';

describe('room labels', () => {
  it('say one bed and one bath in the singular, other counts in the plural', () => {
    const t = translator('en');
    expect([bedroomsLabel(t, 1), bedroomsLabel(t, 3), bathroomsLabel(t, 1), bathroomsLabel(t, 2)]).toEqual(['1 bed', '3 beds', '1 bath', '2 baths']);
  });

  it('are translated into Burmese', () => {
    const t = translator('my');
    expect([bedroomsLabel(t, 1), bedroomsLabel(t, 3)]).toEqual(['အိပ်ခန်း 1', 'အိပ်ခန်း 3']);
  });
});
