import { describe, expect, it } from 'vitest';
import { plainText } from '../plain-text';
import { readingMinutes, type PostView } from './post-view';
import { excerptOf, postCard, toPostCard } from './post-card';
import { tallyListings } from './townships';

describe('tallyListings', () => {
  it('adds up rent and sale and counts each township, busiest first', () => {
    const tally = tallyListings([
      { township: 'bahan', type: 'rent', count: 3 },
      { township: 'bahan', type: 'sale', count: 2 },
      { township: 'yankin', type: 'sale', count: 7 },
      { township: 'ahlone', type: 'rent', count: 1 },
    ]);
    expect(tally.rent).toBe(4);
    expect(tally.sale).toBe(9);
    expect(tally.townships.slice(0, 4).map((t) => [t.slug, t.count])).toEqual([
      ['yankin', 7],
      ['bahan', 5],
      ['ahlone', 1],
      ['botahtaung', 0],
    ]);
    expect(tally.townships).toHaveLength(31);
    expect(tally.townships[0]).toEqual({ slug: 'yankin', en: 'Yankin', my: 'ရန်ကင်း', count: 7 });
  });
  it('gives zeros and the list order for an empty site', () => {
    const tally = tallyListings([]);
    expect([tally.rent, tally.sale]).toEqual([0, 0]);
    expect(tally.townships[0].slug).toBe('ahlone');
    expect(tally.townships.every((t) => t.count === 0)).toBe(true);
  });
});

describe('post cards', () => {
  it('turn rich text into one line of plain text', () => {
    expect(plainText('<p>One &amp; two</p><p>three&nbsp;<strong>four</strong></p>\n<ul><li>five</li></ul>')).toBe('One & two three four five');
  });
  it('cut long text at a word with an ellipsis', () => {
    const text = `<p>${'word '.repeat(60)}</p>`;
    const excerpt = excerptOf(text, 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(excerptOf('<p>Short.</p>', 50)).toBe('Short.');
  });
  it('carry the reading time instead of the body', () => {
    const post: PostView = {
      _id: 'p',
      userId: null,
      title: 'T',
      slug: 't',
      category: 'Knowledge Base',
      image: null,
      content: `<p>${'a'.repeat(2001)}</p>`,
      createdAt: '2024-06-16T00:00:00.000Z',
      updatedAt: '2024-06-16T00:00:00.000Z',
    };
    const card = toPostCard(post);
    expect(card).not.toHaveProperty('content');
    expect(card.readingMinutes).toBe(3);
  });
  it('count characters for the reading time as the database does: an emoji is one', () => {
    expect(readingMinutes('😀'.repeat(1000))).toBe(1);
    expect(readingMinutes(`${'😀'.repeat(1000)}a`)).toBe(2);
  });
  it('drop a tag left open where the beginning of a body was cut', () => {
    const fields = { _id: 'p', title: 'T', slug: 't', category: 'News', image: null, createdAt: '', updatedAt: '' };
    expect(postCard(fields, { html: '<p>Hello there.</p><img src="/media/ab', readingMinutes: 5 }).excerpt).toBe('Hello there.');
  });
});
