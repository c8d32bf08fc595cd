import { describe, expect, it } from 'vitest';
import { firstFreeSlug, postSlug } from './slug.server';

describe('postSlug', () => {
  it('lowercases Latin titles and joins words with single hyphens', () => {
    expect(postSlug('  New Condo Projects in Bahan, 2024!  ')).toBe('new-condo-projects-in-bahan-2024');
    expect(postSlug('Renting -- in   Yangon')).toBe('renting-in-yangon');
  });

  it('drops accents of Latin letters', () => {
    expect(postSlug('Café Déjà Vu')).toBe('cafe-deja-vu');
  });

  it('keeps Burmese letters, combining marks and digits, and turns Burmese punctuation into hyphens', () => {
    expect(postSlug('ရန်ကုန် ကွန်ဒို ၂၀၂၄')).toBe('ရန်ကုန်-ကွန်ဒို-၂၀၂၄');
    expect(postSlug('အိမ်ခြံမြေ၊ ဥပဒေ။')).toBe('အိမ်ခြံမြေ-ဥပဒေ');
    // Vowel signs, asat and medials survive: the slug reads the same as the title.
    expect(postSlug('ကျောင်း')).toBe('ကျောင်း');
  });

  it('mixes Burmese and Latin', () => {
    expect(postSlug('Star City ကွန်ဒို (Thanlyin)')).toBe('star-city-ကွန်ဒို-thanlyin');
  });

  it('falls back to "post" when nothing usable is left', () => {
    expect(postSlug('!!! ??? ...')).toBe('post');
    expect(postSlug('')).toBe('post');
  });

  it('keeps slugs short, cutting at a hyphen and never before a combining mark', () => {
    const long = postSlug('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('word')).toBe(true);
    const title = Array.from('ကျောင်း'.repeat(30));
    const burmese = Array.from(postSlug(title.join('')));
    expect(burmese.length).toBeLessThanOrEqual(80);
    expect(title.slice(0, burmese.length)).toEqual(burmese);
    expect(/\p{M}/u.test(title[burmese.length])).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('adds -2, -3 on collision', () => {
    expect(firstFreeSlug('a', new Set())).toBe('a');
    expect(firstFreeSlug('a', new Set(['a']))).toBe('a-2');
    expect(firstFreeSlug('a', new Set(['a', 'a-2', 'a-4']))).toBe('a-3');
  });
});
