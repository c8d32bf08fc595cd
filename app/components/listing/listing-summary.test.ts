import { describe, expect, it } from 'vitest';
import { namesTownship } from './listing-summary';

describe('the address line of a listing', () => {
  it('adds the township only when the address does not already name it', () => {
    expect(namesTownship('No. 12, Airport Road, Mingalardon', 'Mingalardon')).toBe(true);
    expect(namesTownship('No. 12, airport road, mingalardon, Yangon', 'Mingalardon')).toBe(true);
    expect(namesTownship('No. 12, Airport Road', 'Mingalardon')).toBe(false);
    // A Burmese reader still gets the township's Burmese name after an English address.
    expect(namesTownship('No. 12, Airport Road, Mingalardon', 'မင်္ဂလာဒုံ')).toBe(false);
  });
});
