// The home counters count up from 0 to the real numbers as they come into view. The server
// renders the final number (what search engines and visitors without scripts see); the animation
// only runs in the browser, only for a counter that was off screen when the page came alive (one
// on screen has been read: on a slow phone, dropping it to 0 as the scripts start looked like
// the listings had gone), and not at all for people who asked for reduced motion.
import { useEffect, useState, type RefObject } from 'react';

export const COUNT_UP_MS = 1400;

/** Eases out, so the count slows down as it reaches the number. */
export const easeOutCubic = (progress: number) => 1 - (1 - Math.min(1, Math.max(0, progress))) ** 3;

/** The number shown `elapsed` ms into the animation. */
export function countAt(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (duration <= 0 || elapsed >= duration) return target;
  return Math.round(target * easeOutCubic(elapsed / duration));
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The animated value of `target`, starting when the element comes on screen, if it was not already. */
export function useCountUp(target: number, element: RefObject<HTMLElement | null>) {
  const [value, setValue] = useState(target);
  useEffect(() => {
    const node = element.current;
    if (!node || target <= 0 || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    const run = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const next = countAt(target, now - start);
        setValue(next);
        if (next !== target) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    let firstLook = true; // the observer's first report: where the element is now
    const observer = new IntersectionObserver((entries) => {
      const onScreen = entries.some((e) => e.isIntersecting);
      if (firstLook && onScreen) observer.disconnect();
      else if (onScreen) {
        observer.disconnect();
        run();
      }
      firstLook = false;
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setValue(target);
    };
  }, [target, element]);
  return value;
}
