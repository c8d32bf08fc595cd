/** Runs `run` once the page has loaded and the browser is idle: for work nobody waits for. */
export function whenLoadedAndIdle(run: () => void): void {
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(() => run()) : setTimeout(run, 1));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
