// React Router's lazy route discovery asks the server for the routes the page's links lead to
// (/__manifest) once the page is alive, adds them to the router, and then tells the router's
// subscribers that its state changed, with every field of it as it was. The RouterProvider, its
// one subscriber, renders the whole page again for it: on Preact in one task, 40-120 ms on this
// machine after the page had come alive, four times that on a phone (bench/README.md, "Session
// 28"). The routes added are read from the router when they are needed (a navigation, a prefetch),
// not from that render. So subscribers hear of a change only when something in the state changed,
// a fetcher is to be forgotten, an error is new or a view transition asked for.

interface RouterState {
  [field: string]: unknown;
}

interface UpdateDetails {
  deletedFetchers: string[];
  newErrors: unknown;
  viewTransitionOpts?: unknown;
  flushSync: boolean;
}

type Subscriber = (state: RouterState, details: UpdateDetails) => void;

interface SubscribableRouter {
  state: RouterState;
  subscribe(subscriber: Subscriber): () => void;
}

const sameFields = (a: RouterState, b: RouterState) => Object.keys(b).every((field) => a[field] === b[field]);

/** Wraps `router.subscribe` so that an update that changes nothing reaches no subscriber. */
export function tellSubscribersOnlyOfChanges(router: SubscribableRouter): void {
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber) => {
    let last = router.state;
    return subscribe((state, details) => {
      const changed = !sameFields(last, state) || details.deletedFetchers.length > 0 || details.newErrors != null || details.viewTransitionOpts != null || details.flushSync;
      last = state;
      if (changed) subscriber(state, details);
    });
  };
}
