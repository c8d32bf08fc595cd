import { describe, expect, it } from 'vitest';
import { cacheNames, firstPhotoOf, isNeverHandled, listingIdOfData, listingIdOfPage, markKeptCopy, mayStore, otherWidth, safeReturnPath, titleOf } from './offline-cache';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const answer = (status: number, cacheControl?: string, type: ResponseType = 'basic') => ({ status, type, headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}) });

describe('what the offline worker keeps', () => {
  it('reads a listing from its page or its data address, in any case, and nothing else', () => {
    expect(listingIdOfPage(`/listing/${ID}`)).toBe(ID);
    expect(listingIdOfPage(`/listing/${ID.toUpperCase()}/`)).toBe(ID);
    expect(listingIdOfPage(`/listing/${ID}.data`)).toBeNull();
    expect(listingIdOfPage('/listing/not-an-id')).toBeNull();
    expect(listingIdOfPage(`/update-listing/${ID}`)).toBeNull();
    expect(listingIdOfData(`/listing/${ID}.data`)).toBe(ID);
    expect(listingIdOfData(`/listing/${ID}`)).toBeNull();
  });

  it('stores only a 200 nobody marked private: never a signed-in page, a data answer or an error', () => {
    expect(mayStore(answer(200))).toBe(true);
    expect(mayStore(answer(200, 'public, max-age=60'))).toBe(true);
    expect(mayStore(answer(200, 'private, no-store'))).toBe(false);
    expect(mayStore(answer(200, 'no-store'))).toBe(false);
    expect(mayStore(answer(200, 'Private'))).toBe(false);
    expect(mayStore(answer(404))).toBe(false);
    expect(mayStore(answer(500))).toBe(false);
    expect(mayStore(answer(200, undefined, 'opaque'))).toBe(false);
  });

  it("marks a kept page's <html> as a copy, and nothing else", () => {
    expect(markKeptCopy('<!DOCTYPE html><html lang="my" class="dark"><head></head></html>')).toBe('<!DOCTYPE html><html data-kept-copy="" lang="my" class="dark"><head></head></html>');
    expect(markKeptCopy('<html><body><p>htmlx</p></body></html>')).toBe('<html data-kept-copy=""><body><p>htmlx</p></body></html>');
  });

  it('never answers the API, sign-in or the worker itself', () => {
    for (const path of ['/api/listing/get', '/API/auth/signin', '/api', '/auth/google/callback', '/sw.js']) expect(isNeverHandled(path), path).toBe(true);
    for (const path of ['/', '/listing/x', '/apiary', '/search']) expect(isNeverHandled(path), path).toBe(false);
  });

  it('names every cache after the build, so a new build drops the old ones', () => {
    const first = Object.values(cacheNames('aaa'));
    const next = Object.values(cacheNames('bbb'));
    expect(first.every((name) => name.startsWith('yh-') && name.endsWith('-aaa'))).toBe(true);
    expect(first.filter((name) => next.includes(name))).toEqual([]);
  });

  it("finds a listing page's cover at its smallest width, and its title", () => {
    const html = `<title>Bright condo &amp; garden · Yangon Homes</title><img src="/media/ab/${ID}-400.webp" alt=""><img src="/media/cd/${ID}-800.webp" srcSet="x" fetchpriority="high" alt="Bright">`;
    expect(firstPhotoOf(html)).toBe(`/media/cd/${ID}-400.webp`);
    expect(firstPhotoOf('<img src="https://bucket.example/media/x.webp" fetchpriority="high">')).toBeNull();
    expect(firstPhotoOf('<p>No photos yet</p>')).toBeNull();
    expect(titleOf(html)).toBe('Bright condo & garden');
    expect(otherWidth(`/media/ab/${ID}-800.webp`)).toBe(`/media/ab/${ID}-400.webp`);
    expect(otherWidth(`/media/ab/${ID}-400.webp`)).toBe(`/media/ab/${ID}-800.webp`);
    expect(otherWidth('/media/private/x.pdf')).toBeNull();
  });

  it("sends the offline page's Try again only to a path of this site", () => {
    expect(safeReturnPath('/search?type=rent')).toBe('/search?type=rent');
    for (const from of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/a\\b', 'javascript:alert(1)', '/ x']) expect(safeReturnPath(from), String(from)).toBe('/');
  });
});
