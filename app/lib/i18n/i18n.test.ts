import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { langOfRequest, preferredLang, translate } from './index';
import { my, MY_AREAS } from './my';

describe('translate', () => {
  it('returns English as written and Burmese from the catalogue', () => {
    expect(translate('en', 'Sign in')).toBe('Sign in');
    expect(translate('my', 'Sign in')).toBe('ဝင်ရောက်ရန်');
  });
  it('falls back to English for a text not yet translated', () => {
    expect(translate('my', 'A sentence nobody translated')).toBe('A sentence nobody translated');
  });
  it('fills in variables', () => {
    expect(translate('en', 'At least {n} characters', { n: 8 })).toBe('At least 8 characters');
    expect(translate('my', 'At least {n} characters', { n: 8 })).toBe('အနည်းဆုံး စာလုံး 8 လုံး');
  });

  it('has a Burmese entry for every literal text the components and the server pass to t() or pageTitle()', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const missing = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const source = fs.readFileSync(file, 'utf8');
          for (const match of source.matchAll(/\b(?:t\(|pageTitle\(\s*matches,)\s*'((?:[^'\\]|\\.)+)'/g)) {
            const text = match[1].replace(/\\'/g, "'");
            if (!(text in my)) missing.add(`${path.relative(root, file)}: ${text}`);
          }
        }
      }
    };
    walk(root);
    expect([...missing]).toEqual([]);
  });

  it('writes the one of a count in the digits its {n} is written in (Latin), as the pages show numbers', () => {
    // A text for one ('Saved by 1 person') beside its count's ('Saved by {n} people').
    const plural = (noun: string) => (noun === 'person' ? 'people' : noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);
    const ones = Object.entries(my).filter(([english]) => /(^|\s)1 \w/.test(english) && english.replace(/(^|\s)1 (\w+)/, (_, before: string, noun: string) => `${before}{n} ${plural(noun)}`) in my);
    expect(ones.length).toBeGreaterThan(5);
    expect(ones.filter(([, burmese]) => burmese.includes('\u1041')).map(([english]) => english)).toEqual([]);
  });

  it('never says opposite directions with the same Burmese words', () => {
    for (const [one, other] of [
      ['Back', 'Next'],
      ['Previous', 'Next'],
      ['Previous image', 'Next image'],
    ]) {
      expect(translate('my', one), `${one} / ${other}`).not.toBe(translate('my', other));
    }
  });

  it('translates each text in one area file only (a second entry would silently win or lose)', () => {
    const seenIn = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, texts] of Object.entries(MY_AREAS)) {
      for (const text of Object.keys(texts)) {
        if (seenIn.has(text)) twice.push(`${text} (${seenIn.get(text)} and ${area})`);
        else seenIn.set(text, area);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(my)).toHaveLength(seenIn.size);
  });

  it("writes numbers in the digits of the numbers it fills in, so '1 bed' and '3 beds' read alike", () => {
    // Filled-in numbers ({n}) come out in Western digits; prose with no number to fill in may
    // use Burmese digits.
    const burmeseDigit = /[\u1040-\u1049]/;
    const mixed = Object.entries(my).filter(([, text]) => text.includes('{') && burmeseDigit.test(text));
    expect(mixed).toEqual([]);
    const singular = (plural: string) => plural.replace(/^\{n\} /, '1 ').replace(/s\b/g, '');
    const pairs = Object.keys(my).filter((text) => text.startsWith('{n} ')).flatMap((plural) => {
      const one = Object.keys(my).find((text) => text.startsWith('1 ') && text.replace(/s\b/g, '') === singular(plural));
      return one ? [[one, plural]] : [];
    });
    expect(pairs.length).toBeGreaterThan(10);
    for (const [one, plural] of pairs) expect(translate('my', one)).toBe(translate('my', plural, { n: 1 }));
  });

  it('has a Burmese entry for every message of the form checks and schemas (the server sends them too)', () => {
    const schemas = import.meta.glob<Record<string, unknown>>(['../forms/*.ts', '../schemas/*.ts', '!../*/*.test.ts'], { eager: true });
    expect(Object.keys(schemas).length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const [file, exports] of Object.entries(schemas)) {
      for (const [name, value] of Object.entries(exports)) {
        // Message constants: a string, or an object of strings (LISTING_MESSAGES and the like).
        const isTextTable = value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
        const texts = typeof value === 'string' ? [value] : isTextTable ? (Object.values(value) as string[]) : [];
        for (const text of texts) if (!(text in my)) missing.push(`${file} ${name}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has a Burmese entry for every message the server answers with (exported sentences of app/domain)', () => {
    const domain = import.meta.glob<Record<string, unknown>>(['../../domain/**/*.server.ts'], { eager: true });
    expect(Object.keys(domain).length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const [file, exports] of Object.entries(domain)) {
      for (const [name, value] of Object.entries(exports)) {
        // A sentence shown to a user; e-mails (subjects and bodies) are written in English.
        if (typeof value !== 'string' || !/^[A-Z][a-z]/.test(value) || !value.includes(' ') || /_SUBJECT$/.test(name)) continue;
        if (!(value in my)) missing.push(`${file} ${name}: ${value}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("a page's language", () => {
  const page = 'https://yangonhomes.example/search?type=rent';
  it('is the one the address names, then the reader’s choice, then the browser’s, then English', () => {
    expect(langOfRequest(`${page}&lang=my`, 'lang=en', 'en-US')).toBe('my');
    expect(langOfRequest(page, 'lang=en', 'my-MM,my;q=0.9')).toBe('en');
    expect(langOfRequest(page, null, 'my-MM,my;q=0.9,en-US;q=0.8')).toBe('my');
    expect(langOfRequest(page, null, null)).toBe('en');
  });

  it("reads Accept-Language by weight and ignores the languages the portal has not", () => {
    expect(preferredLang('my')).toBe('my');
    expect(preferredLang('en-GB,en;q=0.9,my;q=0.8')).toBe('en');
    expect(preferredLang('th-TH, my;q=0.7, en;q=0.5')).toBe('my');
    expect(preferredLang('en;q=0.4, my-MM;q=0.6')).toBe('my');
    expect(preferredLang('my;q=0, en;q=0.2')).toBe('en');
    expect(preferredLang('zh-CN, th')).toBeNull();
    expect(preferredLang('')).toBeNull();
    expect(preferredLang('*;q=abc, ;;, my;q=')).toBe('my');
  });
});
