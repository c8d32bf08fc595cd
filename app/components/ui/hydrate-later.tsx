// A part of a page hydrated after the rest, in a task of its own (lib/hydration-slices.ts): on a
// first visit its server HTML stays as written (links and forms work as plain HTML) until its
// turn, moments later. Preact keeps one server node for a part that waits, so the part is one
// element: `as`, with the other props, or else the children themselves, which must then render
// exactly one element (a component whose root is one element, such as the header).
//
// The ids useId gives (labels, aria-controls, a list's key) must be the same in the browser as on
// the server, whose HTML keeps them. Preact numbers them in the order components render, and the
// browser renders a part later than the server did: so each part numbers its ids apart, under
// an id of its own taken where the server takes it too.
import { Suspense, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { hydrationSlice, type HydrationSlice } from '../../lib/hydration-slices';

type Props = HTMLAttributes<HTMLElement> & { as?: 'div' | 'footer' | 'li' | 'main' | 'nav' | 'section'; children: ReactNode };

function Wait({ slice, as: Tag, ...props }: Props & { slice: HydrationSlice | null }) {
  if (slice && !slice.done) throw slice.ready;
  return Tag ? <Tag {...props} /> : props.children;
}

/** Preact's useId counts from the nearest element above with a mask (its `_mask`, `__m` once built). */
type IdScope = { __m?: [string, number] };

export function HydrateLater(props: Props) {
  const id = useId();
  // Taken once, on the first render: this wrapper never waits itself, so it keeps its slice.
  const slice = useRef<HydrationSlice | null | undefined>(undefined);
  if (slice.current === undefined) slice.current = hydrationSlice();
  // The scope is the boundary's: the part's own element is rendered again when its turn comes,
  // as a copy of the one first rendered, which Preact makes without the scope (the part's ids
  // would then count on the page's, and differ from the server's), while the boundary updates
  // itself from a copy of its own, which keeps it.
  const boundary = (
    <Suspense fallback={null}>
      <Wait slice={slice.current} {...props} />
    </Suspense>
  );
  (boundary as IdScope).__m = [id, 0];
  return boundary;
}
