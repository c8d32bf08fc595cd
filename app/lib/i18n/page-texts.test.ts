// The browser's side: a Burmese page starts with the texts it carries, a text it was not drawn
// with shows in English meanwhile, and the whole catalogue, once it comes, tells useT() to
// render again (only then). A fresh copy of the module each time: the test setup loads the whole catalogue.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodePageTexts } from './page-texts';

type I18n = typeof import('./index');
let i18n: I18n;
beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./index');
});

describe('a page started with its own Burmese texts', () => {
  it('translates with them, shows another text in English, and renders again once the catalogue has come', async () => {
    i18n.startWithTexts({ 'Sign in': 'ဝင်ရောက်ရန်' });
    expect(i18n.translate('my', 'Sign in')).toBe('ဝင်ရောက်ရန်');
    expect(i18n.translate('my', 'Terms & Conditions')).toBe('Terms & Conditions');
    const renderAgain = vi.fn();
    i18n.subscribeToCatalogue(renderAgain);
    await i18n.loadBurmese();
    expect(renderAgain).toHaveBeenCalledTimes(1);
    expect(i18n.currentCatalogueVersion()).toBe(1);
    expect(i18n.translate('my', 'Terms & Conditions')).toBe('စည်းကမ်းချက်များ');
  });

  it('does not render again when every text it showed was its own', async () => {
    i18n.startWithTexts({ 'Sign in': 'ဝင်ရောက်ရန်' });
    i18n.translate('my', 'Sign in');
    const renderAgain = vi.fn();
    i18n.subscribeToCatalogue(renderAgain);
    await i18n.loadBurmese();
    expect(renderAgain).not.toHaveBeenCalled();
    expect(i18n.currentCatalogueVersion()).toBe(0);
  });

  it('keeps the whole catalogue once it has it', async () => {
    await i18n.loadBurmese();
    i18n.startWithTexts({});
    expect(i18n.translate('my', 'Terms & Conditions')).toBe('စည်းကမ်းချက်များ');
  });
});

describe('encodePageTexts', () => {
  it('writes JSON that no text can end the element with', () => {
    const encoded = encodePageTexts({ a: '</script><b>' });
    expect(encoded).not.toContain('<');
    expect(JSON.parse(encoded)).toEqual({ a: '</script><b>' });
  });
});
