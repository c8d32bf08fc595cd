// The inbox's answers reach the page through t(variable), which the catalogue test cannot see:
// this checks each of them has its Burmese text.
import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES } from '../forms/enquiry';
import { my } from './my';

describe('Burmese for the inbox', () => {
  it("has every message the inbox's forms can answer with", () => {
    expect(Object.values(ENQUIRY_MESSAGES).filter((text) => !(text in my))).toEqual([]);
  });
});
