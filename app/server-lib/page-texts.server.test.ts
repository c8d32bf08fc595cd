import { describe, expect, it } from 'vitest';
import { translate } from '../lib/i18n';
import { PAGE_TEXTS_PLACEHOLDER } from '../lib/i18n/page-texts';
import { withPageTexts } from './page-texts.server';

/** A page in segments, as html-segments.server.ts gives it: the placeholder in the second. */
const page = (body: string) => [`<body>${body}`, `<script type="application/json" id="page-texts">${PAGE_TEXTS_PLACEHOLDER}</script>`, '</body>'];

describe('withPageTexts', () => {
  it('writes the Burmese texts a page was rendered with into it, and only those', () => {
    const html = withPageTexts(() => page(`<h1>${translate('my', 'Sign in')}</h1><p>${translate('my', 'At least {n} characters', { n: 8 })}</p>`)).join('');
    const carried = JSON.parse(html.match(/id="page-texts">(.*)<\/script>/)![1]!) as Record<string, string>;
    expect(carried).toEqual({ 'Sign in': 'ဝင်ရောက်ရန်', 'At least {n} characters': 'အနည်းဆုံး စာလုံး {n} လုံး' });
    expect(html).toContain('<h1>ဝင်ရောက်ရန်</h1>');
  });

  it('writes a text the catalogue lacks as itself: English by design, not a text still to come', () => {
    const html = withPageTexts(() => page(translate('my', 'Premium'))).join('');
    expect(html).toContain('id="page-texts">{"Premium":"Premium"}</script>');
  });

  it('leaves an English page as it was rendered', () => {
    const rendered = page(`<h1>${translate('en', 'Sign in')}</h1>`);
    expect(withPageTexts(() => rendered)).toBe(rendered);
  });

  it("records nothing outside a page's render", () => {
    withPageTexts(() => page(translate('my', 'Sign in')));
    translate('my', 'Terms & Conditions');
    const html = withPageTexts(() => page(translate('my', 'Sign in'))).join('');
    expect(html).not.toContain('Terms');
  });
});
