import { asc } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { packages } from '../../db/schema';
import { toPackageView, type PackageView } from './package-view';

/** Every package, cheapest first (Free, Gold, Premium), as the plans page shows them. */
export async function listPackages(): Promise<PackageView[]> {
  const rows = await getDb().select().from(packages).orderBy(asc(packages.price), asc(packages.title));
  return rows.map(toPackageView);
}
