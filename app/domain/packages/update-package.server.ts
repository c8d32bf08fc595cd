import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { packages } from '../../db/schema';
import type { PackageInput } from '../../lib/schemas/package';
import { getPackageRow } from './get-package.server';
import { toPackageView, type PackageView } from './package-view';
import { assertTitleFree, rethrowTitleTaken } from './save-package.server';

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
