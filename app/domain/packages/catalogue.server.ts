// The packages themselves (the plans an admin offers): reading them, as rows and as the pages
// and /api show them, and creating and updating them. A title is unique in any case; the
// database's unique index on lower(title) has the last word when two admins race.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { packages, type Package } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { PackageView } from '../../lib/views/package-views';
import type { PackageInput } from '../../lib/schemas/package';

export const PACKAGE_NOT_FOUND = 'Package not found.';
export const TITLE_TAKEN = 'A package with this title already exists.';

export function toPackageView(pkg: Package): PackageView {
  return {
    _id: pkg.id,
    title: pkg.title,
    price: Number(pkg.price),
    features: pkg.features,
    listingLimit: pkg.listingLimit,
    durationDays: pkg.durationDays,
    highlighted: pkg.highlighted,
    name: pkg.title,
    listingsAllowed: pkg.listingLimit,
    durationInDays: pkg.durationDays,
    createdAt: pkg.createdAt.toISOString(),
    updatedAt: pkg.updatedAt.toISOString(),
  };
}

/** Every package, cheapest first (Free, Gold, Premium), as the plans page shows them. */
export async function listPackages(): Promise<PackageView[]> {
  const rows = await getDb().select().from(packages).orderBy(asc(packages.price), asc(packages.title));
  return rows.map(toPackageView);
}

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

/** Creates a package (admin); refuses a title already used, in any case, with 409. */
export async function createPackage({ input }: { input: PackageInput }): Promise<PackageView> {
  await assertTitleFree({ title: input.title });
  try {
    const [row] = await getDb().insert(packages).values(input).returning();
    return toPackageView(row);
  } catch (error) {
    rethrowTitleTaken(error);
  }
}

/**
 * Replaces every field of a package (admin). Current subscriptions follow the package's new
 * limit at once, since the status is read through the package: that is what an admin expects.
 */
export async function updatePackage({ packageId, input }: { packageId: string; input: PackageInput }): Promise<PackageView> {
  await getPackageRow({ packageId });
  await assertTitleFree({ title: input.title, exceptId: packageId });
  try {
    const [row] = await getDb()
      .update(packages)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(packages.id, packageId))
      .returning();
    return toPackageView(row);
  } catch (error) {
    rethrowTitleTaken(error);
  }
}

const titleTaken = () => new AppError(409, TITLE_TAKEN, { title: TITLE_TAKEN });

async function assertTitleFree({ title, exceptId }: { title: string; exceptId?: string }) {
  const sameTitle = eq(sql`lower(${packages.title})`, title.toLowerCase());
  const [row] = await getDb()
    .select({ id: packages.id })
    .from(packages)
    .where(exceptId ? and(sameTitle, ne(packages.id, exceptId)) : sameTitle)
    .limit(1);
  if (row) throw titleTaken();
}

/** Turns the unique-index violation of a lost race into the same 409 as the check above. */
function rethrowTitleTaken(error: unknown): never {
  const codes = [error, (error as { cause?: unknown })?.cause].map((e) => (e as { code?: string } | undefined)?.code);
  if (codes.includes('23505')) throw titleTaken();
  throw error;
}
