import { describe, expect, it } from 'vitest';
import { convertBudget } from './exchange-rate';

describe('convertBudget', () => {
  it('turns lakh into whole dollars at the rate given', () => {
    expect(convertBudget(15, 'lakh MMK', 'USD', 4500)).toBe(333);
    expect(convertBudget(1870, 'lakh MMK', 'USD', 4500)).toBe(41556);
  });

  it('turns dollars into lakh to one decimal below 100, whole above', () => {
    expect(convertBudget(333, 'USD', 'lakh MMK', 4500)).toBe(15);
    expect(convertBudget(1200, 'USD', 'lakh MMK', 4500)).toBe(54);
    expect(convertBudget(250, 'USD', 'lakh MMK', 4500)).toBe(11.3);
    expect(convertBudget(50_000, 'USD', 'lakh MMK', 4500)).toBe(2250);
  });

  it('leaves a budget in the same unit as it is', () => {
    expect(convertBudget(15, 'USD', 'USD', 4500)).toBe(15);
  });
});
