import { selectPackage } from './select-package.server';

/**
 * The older /packages screen's "buy" (POST /api/package/buy/:packageId). It is the same choice
 * as selecting, so it follows exactly the same rules: no second way around them.
 */
export async function buyPackage({ userId, packageId, now }: { userId: string; packageId: string; now?: Date }) {
  return selectPackage({ userId, packageId, now });
}
