import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { tierIdsSql } from './full-text-search.server';
import { searchWords } from './search-terms.server';

/** How many "like" patterns one tier's condition holds, and how many of them are word orders. */
function patterns(term: string) {
  const { sql } = new PgDialect().sqlToQuery(tierIdsSql({ terms: searchWords(term), tier: 0, depth: 9 }));
  const likes = sql.split(' like ').slice(1).map((pattern) => pattern.split(/ or | and /)[0]);
  return { likes: likes.length, orders: likes.filter((pattern) => pattern.split('search_fold(').length > 2).length };
}

describe('the words of a term, as one tier reads them', () => {
  it('writes out every order of two or three plain words beside their conjunction', () => {
    expect(patterns('inya lake')).toEqual({ likes: 2 + 2, orders: 2 });
    expect(patterns('sule pagoda road')).toEqual({ likes: 6 + 3, orders: 6 });
  });

  it('keeps the plain conjunction for a word with an equivalent among longer words', () => {
    // 'yankin' is also 'ရန်ကင်း' and 'apartment' 'တိုက်ခန်း': two patterns for each.
    expect(patterns('yankin apartment')).toEqual({ likes: 4, orders: 0 });
  });

  it('writes the typed words in every order beside a word too short for a trigram, even with equivalents', () => {
    // '3' narrows nothing in the trigram index: without the orders PostgreSQL took "modern 3
    // bedroom" for a rare title and sorted every candidate (bench/README.md).
    expect(patterns('modern 3 bedroom')).toEqual({ likes: 6 + 4, orders: 6 });
  });
});
