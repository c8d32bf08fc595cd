// What the loaders add to cards when the data saver holds their photos, and how a size is named.
import { describe, expect, it } from 'vitest';
import { coverOf, kilobytes, withPhotoBytes, type HeldPhotoSize } from './held-photo';

describe('withPhotoBytes', () => {
  const cards: (HeldPhotoSize & { cover: string | null })[] = [{ cover: '/media/aa/a-800.webp' }, { cover: '/media/bb/b-800.webp' }, { cover: null }];

  it('gives each card the size of its own photo when the page holds photos', () => {
    expect(withPhotoBytes(cards, { '/media/aa/a-800.webp': 5120 }, coverOf)).toEqual([{ cover: '/media/aa/a-800.webp', photoBytes: 5120 }, { cover: '/media/bb/b-800.webp' }, { cover: null }]);
  });

  it('leaves the cards as they are, the same objects, when the page shows its photos', () => {
    const shown = withPhotoBytes(cards, null, coverOf);
    expect(shown).toBe(cards);
    expect(shown[0]).not.toHaveProperty('photoBytes');
  });
});

describe('kilobytes', () => {
  it('names a size in whole kilobytes of 1,024 bytes, never under 1, kept on one line', () => {
    expect(kilobytes(12 * 1024)).toBe('12\u00a0KB');
    expect(kilobytes(1535)).toBe('1\u00a0KB');
    expect(kilobytes(40)).toBe('1\u00a0KB');
    expect(kilobytes(2_000_000)).toBe('1,953\u00a0KB');
  });
});
