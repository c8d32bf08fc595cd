import { describe, expect, it } from 'vitest';
import { formatReference, parseReference } from './listing-reference';

describe('reference number', () => {
  it('reads as YH- and six digits, more when the number outgrows them', () => {
    expect(formatReference(123)).toBe('YH-000123');
    expect(formatReference(1_234_567)).toBe('YH-1234567');
  });

  it('reads back what it wrote, typed loosely, and nothing else', () => {
    for (const n of [1, 123, 999_999, 1_234_567]) expect(parseReference(formatReference(n))).toBe(n);
    expect(parseReference(' yh123 ')).toBe(123);
    for (const other of ['123', 'YH-', 'YH-0', 'YH-1234567890', 'YH-12 condo', 'XY-000123']) expect(parseReference(other)).toBeNull();
  });
});
