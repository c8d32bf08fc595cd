// The near matches show only when a search finds nothing: their code is fetched then, not with
// every search page. A page the server drew with them keeps its HTML until the code is in.
import { lazy, Suspense, type ComponentProps } from 'react';

const Panel = lazy(() => import('./near-matches').then((module) => ({ default: module.NearMatchesPanel })));

export function NearMatchesPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
