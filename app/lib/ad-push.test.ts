import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_RETRY_DELAYS_MS, pushWithRetry } from './ad-push';

describe('pushWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a failed push up to 2 times, after 1 s and then 2 s', () => {
    expect(AD_RETRY_DELAYS_MS).toEqual([1000, 2000]);
    const push = vi.fn(() => {
      throw new Error('adsbygoogle not ready');
    });
    const onGiveUp = vi.fn();
    pushWithRetry(push, { onGiveUp });
    expect(push).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(push).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(push).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1999);
    expect(push).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(push).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(60_000);
    expect(push).toHaveBeenCalledTimes(3);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('stops retrying once a push succeeds', () => {
    let calls = 0;
    const push = vi.fn(() => {
      if (++calls === 1) throw new Error('not yet');
    });
    pushWithRetry(push);
    vi.advanceTimersByTime(10_000);
    expect(push).toHaveBeenCalledTimes(2);
  });

  it('cancels pending retries (the slot left the page)', () => {
    const push = vi.fn(() => {
      throw new Error('fail');
    });
    const cancel = pushWithRetry(push);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(push).toHaveBeenCalledTimes(1);
  });
});
