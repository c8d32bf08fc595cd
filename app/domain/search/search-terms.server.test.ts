import { describe, expect, it } from 'vitest';
import { MAX_WORDS, searchWords } from './search-terms.server';

describe('searchWords', () => {
  it('splits on white space and keeps the order typed', () => {
    expect(searchWords('  Bahan   condo ')).toEqual({ words: ['Bahan', 'condo'], phrase: 'Bahan condo', shortOnly: false });
  });

  it('drops punctuation at the ends of words but keeps it inside', () => {
    expect(searchWords('"Bahan," (condo) unit_7 50%off').words).toEqual(['Bahan', 'condo', 'unit_7', '50%off']);
  });

  it('drops words that are only punctuation, so such a term has no word at all', () => {
    expect(searchWords("'; drop table listings; --").words).toEqual(['drop', 'table', 'listings']);
    for (const term of ['%', '_', '\\', '--', "'", '%%% ___']) expect(searchWords(term).words).toEqual([]);
  });

  it('keeps Burmese words whole, vowel signs and all', () => {
    expect(searchWords('ကွန်ဒို။').words).toEqual(['ကွန်ဒို']);
    expect(searchWords('ဗဟန်း ကွန်ဒို').shortOnly).toBe(false);
  });

  it('removes repeated words, whatever their case, and keeps at most ten', () => {
    expect(searchWords('Condo condo CONDO').words).toEqual(['Condo']);
    expect(searchWords(Array.from({ length: 30 }, (_, i) => `w${i}x`).join(' ')).words).toHaveLength(MAX_WORDS);
  });

  it('tells when every word is too short for the trigram index', () => {
    expect(searchWords('in 2').shortOnly).toBe(true);
    expect(searchWords('in bahan').shortOnly).toBe(false);
    expect(searchWords('').shortOnly).toBe(false);
  });
});
