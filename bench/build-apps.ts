// Run by bench/minimal-app.ts under `flock /tmp/portal-build.lock`: the portal's production build
// when stale (as `npm start` does) and the minimal React Router app's.
import { buildIfStale } from '../scripts/build-if-stale';
import { buildMinimalAppIfStale } from './minimal-app';

buildIfStale();
buildMinimalAppIfStale();
