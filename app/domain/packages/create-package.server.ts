import { getDb } from '../../db/registry.server';
import { packages } from '../../db/schema';
import type { PackageInput } from '../../lib/schemas/package';
import { toPackageView, type PackageView } from './package-view';
import { assertTitleFree, rethrowTitleTaken } from './save-package.server';

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
