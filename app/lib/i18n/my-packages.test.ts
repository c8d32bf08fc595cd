// Messages of the package area reach the pages through t(variable), which the catalogue test
// cannot see; this checks each of them has its Burmese text.
import { describe, expect, it } from 'vitest';
import * as rules from '../package-rules';
import { PACKAGE_MESSAGES } from '../schemas/package';
import * as inquiry from '../schemas/payment-inquiry';
import { my } from './my';

describe('Burmese for the package area', () => {
  it('has every message the package schemas, rules and payment inquiry can show', () => {
    const strings = (module: object) => Object.values(module).filter((v): v is string => typeof v === 'string' && v.includes(' '));
    const texts: string[] = [
      ...Object.values(PACKAGE_MESSAGES),
      ...strings(rules),
      ...strings(inquiry),
      'Please choose a package.',
      'Please choose a user.',
    ];
    expect(texts.filter((text) => !(text in my))).toEqual([]);
  });

  it("names the free plan in the plans page's introduction as its card does ('Free' is translated; Gold and Premium keep their names)", () => {
    const intro = my['Free is ready at once. Gold and Premium are switched on after your payment is checked.'];
    expect(intro).toContain(my.Free);
    expect(intro).not.toMatch(/\bFree\b/);
  });
});
