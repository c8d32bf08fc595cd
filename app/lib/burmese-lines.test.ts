import { describe, expect, it } from 'vitest';
import { burmeseLines } from './burmese-lines';

describe('burmeseLines', () => {
  it('keeps the clamped lines of a text with Burmese in it, and nothing for one without', () => {
    expect(burmeseLines('ကမာရွတ်မြို့နယ် ကွန်ဒိုအခန်း ငှားရန်', 2)).toBe('min-h-[2lh]');
    expect(burmeseLines('Condo in ကမာရွတ်', 3)).toBe('min-h-[3lh]');
    expect(burmeseLines('4 Bedroom Condo for Rent in Bahan', 2)).toBe('');
  });
});
