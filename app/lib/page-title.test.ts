import type { MetaArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notFoundTitle, notFoundTitleIn, pageTitle } from './page-title';

const readerOf = (lang: 'en' | 'my') => [{ id: 'root', data: { lang } }] as unknown as MetaArgs['matches'];

describe('page titles', () => {
  it("name the page in the reader's language, then the site", () => {
    expect(pageTitle(readerOf('en'), 'Advanced Search')).toBe('Advanced Search · Yangon Homes');
    expect(pageTitle(readerOf('my'), 'Advanced Search')).toBe('အသေးစိတ်ရှာဖွေရန် · Yangon Homes');
  });

  it("give the 404 page the spec's title in English and its Burmese in Burmese", () => {
    expect(notFoundTitleIn('en')).toBe('Page Not Found - The page you are looking for does not exist.');
    expect(notFoundTitle(readerOf('my'))).toBe('စာမျက်နှာ မတွေ့ပါ - သင်ရှာနေသော စာမျက်နှာ မရှိပါ။');
  });
});
