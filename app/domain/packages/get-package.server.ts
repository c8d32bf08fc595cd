import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { packages, type Package } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toPackageView, type PackageView } from './package-view';

export const PACKAGE_NOT_FOUND = 'Package not found.';

/** The package's row, or a 404 (unknown or malformed id). */
export async function getPackageRow({ packageId }: { packageId: string }): Promise<Package> {
  if (!isUuid(packageId)) throw notFound(PACKAGE_NOT_FOUND);
  const [row] = await getDb().select().from(packages).where(eq(packages.id, packageId)).limit(1);
  if (!row) throw notFound(PACKAGE_NOT_FOUND);
  return row;
}

/** One package as pages and /api show it, or a 404. */
export async function getPackage({ packageId }: { packageId: string }): Promise<PackageView> {
  return toPackageView(await getPackageRow({ packageId }));
}
