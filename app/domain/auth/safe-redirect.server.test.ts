import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, safeRedirect } from './safe-redirect.server';

/** What a browser could do with a Location header: it must stay a path on this site. */
function expectSameSitePath(location: string) {
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(location).toMatch(/^[\x21-\x7e]+$/);
  expect(new URL(location, 'https://homes.example').origin).toBe('https://homes.example');
}

describe('safeRedirect keeps paths of this site', () => {
  it.each([
    ['/my-listing', '/my-listing'],
    ['/search?type=rent', '/search?type=rent'],
    ['/dashboard?tab=users', '/dashboard?tab=users'],
    ['/listing/1#reviews', '/listing/1#reviews'],
    ['/', '/'],
    // Normalized by the URL parser, and still here.
    ['/a/../my-listing', '/my-listing'],
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/..%2F/evil.example', '/..%2F/evil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%5C/evil.example', '/%5C/evil.example'],
    ['/\u3002evil.example', '/%E3%80%82evil.example'],
    ['/\uFF0Fevil.example', '/%EF%BC%8Fevil.example'],
    ['/search?q=ရန်ကုန်', '/search?q=%E1%80%9B%E1%80%94%E1%80%BA%E1%80%80%E1%80%AF%E1%80%94%E1%80%BA'],
    ['/search?q="<x>"', '/search?q=%22%3Cx%3E%22'],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
    expectSameSitePath(safeRedirect(input));
  });
});

describe('safeRedirect sends anything else home', () => {
  const long = `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`;
  it.each([
    // Whitespace and control characters browsers strip or refuse: '/\t/evil' is '//evil' to them.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\r\n/evil.example',
    '/\u000b/evil.example',
    '/\u000c/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '/\u0085/evil.example',
    '/ /evil.example',
    '\t//evil.example',
    ' /evil.example',
    '/my-listing\r\nSet-Cookie: yh_session=stolen',
    '/my-listing\nLocation: https://evil.example',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    '/\u3000/evil.example',
    '/\u200b/evil.example',
    '/\u202e/evil.example',
    '/\ufeff/evil.example',
    // Another host, spelled many ways.
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/evil\\example',
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/a/..//evil.example',
    'https://evil.example',
    'http:evil.example',
    'https:/evil.example',
    '//evil.example/%2F..',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '.',
    '',
    // Unicode slashes and dots do not make a path either.
    '\uFF0F\uFF0Fevil.example',
    '\u2215\u2215evil.example',
    '\u3002evil.example',
    // Encoded forms arrive here decoded once; a value still encoded is not a path.
    '%2F%2Fevil.example',
    '%2F%09%2Fevil.example',
    '%2Fmy-listing',
    long,
  ])('%j → /', (input) => {
    expect(safeRedirect(input)).toBe('/');
  });

  it.each([null, undefined, 42, {}, ['/my-listing']])('a %j that is not a string → /', (input) => {
    expect(safeRedirect(input)).toBe('/');
  });

  it('falls back to the given path', () => {
    expect(safeRedirect('//evil.example', '/profile')).toBe('/profile');
  });

  it('accepts a path as long as the limit', () => {
    const atLimit = `/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`;
    expect(safeRedirect(atLimit)).toBe(atLimit);
  });

  it('never returns anything but a same-site path, for every single character after the slash', () => {
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      for (const value of [`/${String.fromCharCode(code)}/evil.example`, `${String.fromCharCode(code)}/evil.example`]) {
        const location = safeRedirect(value);
        if (location !== '/') expectSameSitePath(location);
      }
    }
  });
});
