// Server-renders the package pages with fixed loader data, to check what a visitor sees before
// any script runs: the plan cards, the current-plan button, the expiry notice, labelled fields.
import { describe, expect, it } from 'vitest';
import type { PackageStatus, PackageView } from '../../lib/views/package-views';
import type { RootData } from '../../lib/root-data';
import ContactForPayment from '../../routes/contact-for-payment';
import CreatePackage from '../../routes/create-package';
import Packages from '../../routes/packages';
import Price from '../../routes/price';
import { renderPage } from '../../../tests/support/render-page';

const view = (id: string, title: string, price: number, listingLimit: number, highlighted = false): PackageView => ({
  _id: id,
  title,
  price,
  features: [`${title} feature`],
  listingLimit,
  durationDays: 30,
  highlighted,
  name: title,
  listingsAllowed: listingLimit,
  durationInDays: 30,
  createdAt: '2024-06-16T00:00:00.000Z',
  updatedAt: '2024-06-16T00:00:00.000Z',
});
const packages = [view('f', 'Free', 0, 3), view('g', 'Gold', 30000, 20, true), view('p', 'Premium', 80000, -1)];
const user = { _id: 'u', username: 'Ko Aung', email: 'aung@example.com', avatar: null, isAdmin: false, role: 'user', createdAt: '' };

const render = (path: string, Component: () => React.ReactNode, data: unknown, root: Partial<RootData> = {}) => renderPage(path, Component, data, { root });

/** A disabled <button> reading `text`: `disabled` bare or `disabled=""`, not a class's `disabled:` variant. */
const disabledButton = (text: string) => new RegExp(`<button[^>]*\\sdisabled(?:="")?(?=[\\s>])[^>]*>${text}</button>`);

const status = (title: string, isActive: boolean, listingsLeft: number | 'Unlimited'): PackageStatus => ({
  hasPackage: true,
  package: { _id: title[0].toLowerCase(), title, listingLimit: 20, durationDays: 30 },
  isActive,
  expiresAt: '2030-01-01T00:00:00.000Z',
  listingsUsed: 0,
  listingsLeft,
});

describe('Choose Your Plan', () => {
  it('shows every card with its price in MMK, the listings and days it allows, features and the highlighted badge', () => {
    const html = render('/price', Price, { packages, status: null });
    expect(html).toContain('Choose Your Plan');
    expect(html).toMatch(/30,000<\/span> <span[^>]*>MMK/);
    expect(html).toContain('Gold feature');
    expect(html.match(/Most popular/g)).toHaveLength(1);
    // What each plan allows comes from the plan itself, not from the features an admin typed.
    for (const allows of ['3 listings', '20 listings', 'Unlimited listings']) expect(html).toContain(`${allows}<!-- --> · <!-- -->for 30 days`);
    expect(html.match(/Choose Plan/g)).toHaveLength(3);
    // Each 'Choose Plan' is described by its plan's title, which a screen reader reads with it.
    for (const pkg of packages) expect(html).toMatch(new RegExp(`aria-describedby="plan-${pkg._id}"[^>]*>Choose Plan<`));
  });

  it("reads 'Current Plan', disabled, on the active plan with listings left", () => {
    const html = render('/price', Price, { packages, status: status('Gold', true, 5) }, { user });
    expect(html).toMatch(disabledButton('Current Plan'));
    expect(html).toContain('Listings left: 5');
    expect(html).not.toContain('Your package has expired');
  });

  it('says a payment sent for a plan is being checked, in either language', () => {
    const pendingPayment = { packageTitle: 'Gold', sentAt: '2026-11-23T09:00:00.000Z' };
    const html = render('/price', Price, { packages, status: null, pendingPayment }, { user });
    expect(html).toContain('Your payment for Gold, sent on 23 Nov 2026, is being checked. We will switch the plan on once it is.');
    expect(render('/packages', Packages, { packages, status: null, pendingPayment, error: null }, { user })).toContain('is being checked');
    expect(render('/price', Price, { packages, status: null, pendingPayment }, { user, lang: 'my' })).toContain('အတွက် သင့်ငွေပေးချေမှုကို စစ်ဆေးနေပါသည်');
    expect(render('/price', Price, { packages, status: null, pendingPayment: null }, { user })).not.toContain('is being checked');
  });

  it("says 'Your package has expired' and lets the plan be renewed", () => {
    const html = render('/price', Price, { packages, status: status('Gold', false, 5) }, { user });
    expect(html).toContain('Your package has expired');
    expect(html).not.toContain('Current Plan');
    expect(html).toMatch(/<button[^>]*>Renew Plan<\/button>/);
  });

  it('renders in Burmese', () => {
    const html = render('/price', Price, { packages, status: null }, { lang: 'my' });
    expect(html).toContain('သင့်အစီအစဉ်ကို ရွေးချယ်ပါ');
  });
});

describe('the older /packages list', () => {
  /** The action of each package's row: a button or link's words, in list order. */
  const actions = (html: string) => [...html.matchAll(/<(?:button|a)[^>]*class="[^"]*"[^>]*>([^<]+)<\/(?:button|a)>/g)].map((m) => m[1]).filter((w) => w !== 'Edit');

  it("offers no 'Buy' on the free plan: a visitor signs up to start free", () => {
    const html = render('/packages', Packages, { packages, status: null, error: null });
    expect(actions(html)).toEqual(['Start free', 'Buy', 'Buy']);
    expect(html).toMatch(/<a[^>]*href="\/sign-up\?redirectTo=%2Fpackages"[^>]*>Start free<\/a>/);
  });

  it("lets a signed-in user without a plan start free, and shows 'Current Plan', disabled, while the free plan runs", () => {
    const none = render('/packages', Packages, { packages, status: null, error: null }, { user });
    expect(none).toMatch(/<button type="submit"[^>]*>Start free<\/button>/);
    expect(none).not.toMatch(disabledButton('Start free'));
    const running = render('/packages', Packages, { packages, status: status('Free', true, 0), error: null }, { user });
    expect(running).toMatch(disabledButton('Current Plan'));
    expect(actions(running)).toEqual(['Current Plan', 'Buy', 'Buy']);
    const expired = render('/packages', Packages, { packages, status: status('Free', false, 3), error: null }, { user });
    expect(actions(expired)).toEqual(['Start free', 'Buy', 'Buy']);
  });

  it('speaks Burmese', () => {
    const html = render('/packages', Packages, { packages, status: null, error: null }, { lang: 'my' });
    expect(html).toContain('အခမဲ့ စတင်ရန်');
  });
});

describe('forms', () => {
  const expectLabelled = (html: string, label: string) => {
    const match = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>(?:<input[^>]*>)?${label.replace(/[()]/g, '\\$&')}`).exec(html);
    expect(match, label).not.toBeNull();
    expect(html).toContain(`id="${match![1]}"`);
  };

  it('the payment inquiry prefills a signed-in user and the chosen package, with every field labelled', () => {
    const html = render('/contactForPayment?package=g', ContactForPayment, { packages: packages.slice(1), selectedId: 'g' }, { user });
    for (const label of ['Name', 'Email', 'Package', 'Message', 'Payment proof']) expectLabelled(html, label);
    expect(html).toContain('value="Ko Aung"');
    expect(html).toContain('value="aung@example.com"');
    // The chosen package is the selected option (`selected` bare or `selected=""`, either side of its value).
    expect(html).toMatch(/<option(?=[^>]*\sselected(?:="")?[\s>])[^>]*\svalue="g"/);
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain('accept="image/jpeg,image/png,image/webp,application/pdf"');
  });

  it('the package form has every field, labelled', () => {
    const html = render('/create-package', CreatePackage, null);
    for (const label of ['Title', 'Price (MMK)', 'Features', 'Listing limit', 'Duration (days)', 'Highlighted (shown as the recommended plan)']) expectLabelled(html, label);
  });
});
