import { describe, expect, it } from 'vitest';
import { tellSubscribersOnlyOfChanges } from './router-updates';

type State = Record<string, unknown>;
type Details = { deletedFetchers: string[]; newErrors: unknown; viewTransitionOpts?: unknown; flushSync: boolean };

/** A router as React Router's tells its subscribers: the whole state, each time it is set. */
function fakeRouter(initial: State) {
  const subscribers = new Set<(state: State, details: Details) => void>();
  const router = {
    state: initial,
    subscribe(subscriber: (state: State, details: Details) => void) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    update(fields: State, details: Partial<Details> = {}) {
      router.state = { ...router.state, ...fields };
      for (const subscriber of subscribers) subscriber(router.state, { deletedFetchers: [], newErrors: null, flushSync: false, ...details });
    },
  };
  return router;
}

describe('tellSubscribersOnlyOfChanges', () => {
  it('keeps from subscribers an update that changes nothing (routes discovered), and passes on every other', () => {
    const location = { pathname: '/' };
    const router = fakeRouter({ location, navigation: 'idle', fetchers: new Map() });
    tellSubscribersOnlyOfChanges(router);
    const heard: string[] = [];
    const unsubscribe = router.subscribe((state) => heard.push(String(state.navigation)));

    router.update({});
    expect(heard).toEqual([]);
    router.update({ navigation: 'loading' });
    router.update({ navigation: 'idle' });
    expect(heard).toEqual(['loading', 'idle']);
    router.update({}, { deletedFetchers: ['show-more'] });
    router.update({}, { newErrors: { root: new Error('down') } });
    router.update({}, { viewTransitionOpts: {} });
    router.update({}, { flushSync: true });
    expect(heard).toHaveLength(6);

    unsubscribe();
    router.update({ navigation: 'loading' });
    expect(heard).toHaveLength(6);
  });
});
