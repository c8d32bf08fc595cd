// plainTextStart must give exactly what plainText gives, cut: checked on thousands of random
// documents made of the pieces rich text has (tags, entities, runs of white space, Burmese),
// cut at every kind of place.
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../db/demo/factories.server';
import { plainText, plainTextStart } from './plain-text';

const PIECES = ['<p>', '</p>', '<strong>', '</strong>', '<a href="https://example.com/a?b=1&amp;c=2">', '</a>', '<br>', '<li>', '&amp;', '&lt;', '&gt;', '&quot;', '&#39;', '&nbsp;', '&copy;', ' ', '  \n\t', 'Kamayut', 'condo', '2,550 sq ft', 'ကမာရွတ်', 'a', 'b > c', '&am'];

describe('plain text', () => {
  it('turns tags into spaces, decodes entities and folds white space', () => {
    expect(plainText('<p>Near <strong>Inya&nbsp;Lake</strong> &amp; the university.</p>\n<p>  Call us.</p>')).toBe('Near Inya Lake & the university. Call us.');
  });

  it('gives the start of the same text for any document and length, whether short or long', () => {
    const rng = mulberry32(20261123);
    for (let round = 0; round < 3_000; round++) {
      const pieces = 1 + Math.floor(rng() * (round % 3 === 0 ? 2_000 : 120));
      let html = '';
      for (let i = 0; i < pieces; i++) html += PIECES[Math.floor(rng() * PIECES.length)];
      const max = [0, 1, 5, 160, 500][round % 5];
      expect(plainTextStart(html, max), html.slice(0, 200)).toBe(plainText(html).slice(0, max));
    }
  });
});
