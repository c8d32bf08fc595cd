import { describe, expect, it } from 'vitest';
import { costRatio } from '../../tests/support/cost-ratio';
import { trimEnd, trimEnds, trimStart } from './trim-ends';

const slash = (c: string) => c === '/';
const notLetter = (c: string) => !/\p{L}/u.test(c);

describe('trimming the ends of a text', () => {
  it('cuts what is asked at either end, whole characters only', () => {
    expect(trimEnd('https://a.example///', slash)).toBe('https://a.example');
    expect(trimStart('//a/', slash)).toBe('a/');
    expect(trimEnds('--a-b--', (c) => c === '-')).toBe('a-b');
    expect(trimEnds('////', slash)).toBe('');
    // An astral letter (𝒜) is one character: never split in two.
    expect(trimEnds('¡𝒜!😀', notLetter)).toBe('𝒜');
  });

  it('costs no more on a long run before another character than on a text without one', async () => {
    const run = '/'.repeat(200_000);
    expect(await costRatio(() => trimEnd(`${run}a`, slash), () => trimEnd(`a${run.replaceAll('/', 'b')}`, slash))).toBeLessThan(20);
  });
});
