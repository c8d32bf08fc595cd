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
});
