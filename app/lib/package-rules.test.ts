import { describe, expect, it } from 'vitest';
import {
  FREE_RESELECT,
  isFree,
  isLockedCurrentPlan,
  isPaid,
  NO_DOWNGRADE,
  PAID_RESELECT,
  selectionRefusal,
  type CurrentPlan,
  type Plan,
} from './package-rules';

const free: Plan = { id: 'f', title: 'Free', price: 0 };
const gold: Plan = { id: 'g', title: 'Gold', price: 30000 };
const premium: Plan = { id: 'p', title: 'Premium', price: 80000 };
const holding = (plan: Plan, isActive: boolean, listingsLeft: number | 'Unlimited'): CurrentPlan => ({ plan, isActive, listingsLeft });

describe('selectionRefusal (spec section 4)', () => {
  it('allows anything to a user who never had a package', () => {
    for (const target of [free, gold, premium]) expect(selectionRefusal({ current: null, target })).toBeNull();
  });

  it('refuses Free again until it expires, even with no listings left', () => {
    expect(selectionRefusal({ current: holding(free, true, 3), target: free })).toBe(FREE_RESELECT);
    expect(selectionRefusal({ current: holding(free, true, 0), target: free })).toBe(FREE_RESELECT);
    expect(selectionRefusal({ current: holding(free, false, 3), target: free })).toBeNull();
  });

  it('compares titles case-insensitively', () => {
    const shouting = { id: 'other', title: 'FREE', price: 0 };
    expect(selectionRefusal({ current: holding(free, true, 1), target: shouting })).toBe(FREE_RESELECT);
    const goldLower = { id: 'other-gold', title: 'gold', price: 30000 };
    expect(selectionRefusal({ current: holding(gold, true, 5), target: goldLower })).toBe(PAID_RESELECT);
  });

  it('refuses the current Gold or Premium while active with listings left', () => {
    expect(selectionRefusal({ current: holding(gold, true, 5), target: gold })).toBe(PAID_RESELECT);
    expect(selectionRefusal({ current: holding(premium, true, 'Unlimited'), target: premium })).toBe(PAID_RESELECT);
    expect(selectionRefusal({ current: holding(gold, true, 0), target: gold })).toBeNull();
    expect(selectionRefusal({ current: holding(gold, false, 5), target: gold })).toBeNull();
  });

  it('refuses a downgrade to Free while Gold or Premium still has listings', () => {
    expect(selectionRefusal({ current: holding(gold, true, 1), target: free })).toBe(NO_DOWNGRADE);
    expect(selectionRefusal({ current: holding(premium, true, 'Unlimited'), target: free })).toBe(NO_DOWNGRADE);
    expect(selectionRefusal({ current: holding(gold, true, 0), target: free })).toBeNull();
    expect(selectionRefusal({ current: holding(premium, false, 'Unlimited'), target: free })).toBeNull();
  });

  it('allows moving between Gold and Premium and up from Free', () => {
    expect(selectionRefusal({ current: holding(gold, true, 5), target: premium })).toBeNull();
    expect(selectionRefusal({ current: holding(free, true, 2), target: gold })).toBeNull();
  });
});

describe('plan kinds and the current-plan button', () => {
  it('paid means a price above zero', () => {
    expect(isPaid(gold)).toBe(true);
    expect(isPaid(free)).toBe(false);
    expect(isFree({ id: 'x', title: 'Starter', price: 0 })).toBe(true);
  });

  it("locks the current plan's button only while active with listings left", () => {
    expect(isLockedCurrentPlan(holding(gold, true, 3), gold)).toBe(true);
    expect(isLockedCurrentPlan(holding(gold, true, 0), gold)).toBe(false);
    expect(isLockedCurrentPlan(holding(gold, false, 3), gold)).toBe(false);
    expect(isLockedCurrentPlan(holding(gold, true, 3), premium)).toBe(false);
    expect(isLockedCurrentPlan(null, gold)).toBe(false);
  });
});
