import { describe, expect, it } from 'vitest';
import { nextBatchRows, RATE_BATCH_TARGET_MS } from './apply-exchange-rate.server';

describe("a new rate's batch size", () => {
  it('shrinks at once after a slow batch, so the next holds its rows about the target time', () => {
    expect(nextBatchRows(200, 4 * RATE_BATCH_TARGET_MS)).toBe(50);
    expect(nextBatchRows(200, 1_400)).toBe(36);
  });

  it('grows after quick batches, at most doubling each time, up to a ceiling', () => {
    expect(nextBatchRows(200, RATE_BATCH_TARGET_MS / 10)).toBe(400);
    expect(nextBatchRows(1_600, 1)).toBe(2_000);
  });

  it('keeps a floor, so a stalled database still moves forward', () => {
    expect(nextBatchRows(20, 60_000)).toBe(10);
  });
});
