// Where uploaded files live: on the local disk under DATA_DIR (the default, one machine), or in
// an S3-compatible bucket when S3_BUCKET is set (several machines share it). Both keep the same
// keys, which are the files' paths under DATA_DIR: `media/ab/<id>-800.webp` for public images,
// `private/proofs/<id>.pdf` for payment proofs. So `npm run media:migrate` copies a folder into
// a bucket name for name, and a stored image URL (`/media/...`) is its key with a slash before.
import { getConfig, type Config } from '../../server-lib/config.server';
import { diskStore } from './disk-store.server';
import type { ObjectStore } from './object-store-contract.server';
import { s3Store } from './s3-store.server';

export { PUBLIC_AREA, PRIVATE_AREA, type ObjectStore } from './object-store-contract.server';

const stores = new WeakMap<Config, ObjectStore>();

/** The store the configuration names (tests change it between suites: one per parsed config). */
export function objectStore(): ObjectStore {
  const config = getConfig();
  let store = stores.get(config);
  if (!store) stores.set(config, (store = config.S3_BUCKET ? s3Store(config) : diskStore(config.dataDir)));
  return store;
}
