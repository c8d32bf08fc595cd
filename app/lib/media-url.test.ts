import { afterEach, describe, expect, it } from 'vitest';
import { imageSrc, imageSrcSet, mediaBase, setMediaBase, smallImage } from './media-url';

const url = '/media/3f/3f2504e0-4f89-41d3-9a0c-0305e82c3301-800.webp';
const small = '/media/3f/3f2504e0-4f89-41d3-9a0c-0305e82c3301-400.webp';

afterEach(() => setMediaBase(''));

describe('where stored images are drawn from', () => {
  it('the portal itself by default', () => {
    expect([imageSrc(url), smallImage(url), imageSrcSet(url)]).toEqual([url, small, `${small} 400w, ${url} 800w`]);
  });

  it("the bucket's public address when one is set (a trailing slash is dropped)", () => {
    setMediaBase('https://cdn.example.com/portal/');
    expect(mediaBase()).toBe('https://cdn.example.com/portal');
    expect(imageSrc(url)).toBe(`https://cdn.example.com/portal${url}`);
    expect(smallImage(url)).toBe(`https://cdn.example.com/portal${small}`);
    expect(imageSrcSet(url)).toBe(`https://cdn.example.com/portal${small} 400w, https://cdn.example.com/portal${url} 800w`);
  });

  it('leaves addresses that are not stored images alone', () => {
    setMediaBase('https://cdn.example.com');
    for (const other of ['https://example.com/photo.jpg', 'data:image/png;base64,AAAA', 'blob:http://x/1', '/favicon.svg']) {
      expect(imageSrc(other)).toBe(other);
      expect(smallImage(other)).toBe(other);
      expect(imageSrcSet(other)).toBeUndefined();
    }
  });
});
