import { describe, expect, it } from 'vitest';
import { textLang } from './text-lang';

describe('textLang', () => {
  it('marks Burmese on an English page and English on a Burmese one, and nothing where they agree', () => {
    expect(textLang('ဗဟန်းမြို့နယ် ကွန်ဒိုအခန်း ငှားရန်', 'en')).toBe('my');
    expect(textLang('Condo in Bahan ဗဟန်း', 'en')).toBe('my');
    expect(textLang('Condo in Bahan', 'my')).toBe('en');
    expect(textLang('Condo in Bahan', 'en')).toBeUndefined();
    expect(textLang('ဗဟန်း', 'my')).toBeUndefined();
    expect(textLang('', 'my')).toBeUndefined();
    expect(textLang(null, 'en')).toBeUndefined();
  });
});
