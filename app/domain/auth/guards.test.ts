import { describe, expect, it } from 'vitest';
import { safeRedirect } from './guards.server';

describe('safeRedirect', () => {
  it.each([
    ['/my-listing', '/my-listing'],
    ['/search?type=rent', '/search?type=rent'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    [null, '/'],
    [42, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
