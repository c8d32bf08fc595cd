// Pushing an ad slot to the ad network can fail while its script is still loading; the spec
// retries a failed push up to 2 times, after 1 s and then 2 s.
export const AD_RETRY_DELAYS_MS = [1000, 2000] as const;

/** Calls push(); on a throw, tries again after each delay in turn. Returns a cancel function. */
export function pushWithRetry(
  push: () => void,
  { delays = AD_RETRY_DELAYS_MS as readonly number[], onGiveUp }: { delays?: readonly number[]; onGiveUp?: (error: unknown) => void } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const attempt = (index: number) => {
    if (cancelled) return;
    try {
      push();
    } catch (error) {
      if (index >= delays.length) {
        onGiveUp?.(error);
        return;
      }
      timer = setTimeout(() => attempt(index + 1), delays[index]);
    }
  };
  attempt(0);
  return () => {
    cancelled = true;
    if (timer) clearTimeout(timer);
  };
}
