// What React rendered in each commit of a page, read through the hook React DevTools use
// (__REACT_DEVTOOLS_GLOBAL_HOOK__), which React's production build calls on every commit too.
// A component counts as rendered in a commit when its render function ran for it: its fiber is not
// the one the previous commit left (an untouched subtree keeps its fibers) and it performed work.
// Production names are minified: a component is named by its display name or by the first element
// it draws.
import type { Page } from 'playwright-core';

export interface Commit {
  /** How many components rendered. */
  rendered: number;
  /** Rendered components by name, e.g. `Link` or `?<article.relative.flex>`. */
  names: Record<string, number>;
}

// A string, not a function: the test runner's transform would add helpers the page lacks.
const HOOK = `(() => {
  const commits = [];
  let previous = new WeakSet();
  const PERFORMED_WORK = 1;
  const firstElement = (fiber) => {
    let child = fiber.child;
    while (child && typeof child.type !== 'string') child = child.child;
    if (!child) return '-';
    const className = String(child.stateNode?.className?.baseVal ?? child.stateNode?.className ?? '');
    return (child.type + '.' + className.split(' ').slice(0, 3).join('.')).slice(0, 60);
  };
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (type == null || typeof type === 'string') return null;
    const named = type.displayName || type.render?.displayName || type.type?.displayName;
    if (named) return named;
    if (typeof type === 'function' || type.render || type.type) return '?<' + firstElement(fiber) + '>';
    return null;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    setStrictMode() {},
    onCommitFiberRoot(_renderer, root) {
      const names = {};
      let rendered = 0;
      const seen = new WeakSet();
      const stack = [root.current.child];
      while (stack.length) {
        let fiber = stack.pop();
        for (; fiber; fiber = fiber.sibling) {
          seen.add(fiber);
          const name = !previous.has(fiber) && fiber.flags & PERFORMED_WORK ? nameOf(fiber) : null;
          if (name) {
            names[name] = (names[name] || 0) + 1;
            rendered++;
          }
          if (fiber.child) stack.push(fiber.child);
        }
      }
      previous = seen;
      commits.push({ rendered, names });
    },
  };
  window.__reactCommits = commits;
})()`;

/** Records every React commit of `page` from its next load on. */
export const recordReactCommits = (page: Page) => page.addInitScript({ content: HOOK });

/** The commits recorded so far: the first is the hydration. */
export const reactCommits = (page: Page) => page.evaluate(() => (window as unknown as { __reactCommits: Commit[] }).__reactCommits);
