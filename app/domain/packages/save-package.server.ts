// Shared by createPackage and updatePackage: the title must be unique in any case (the
// database's unique index on lower(title) has the last word when two admins race).
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { packages } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const TITLE_TAKEN = 'A package with this title already exists.';

const titleTaken = () => new AppError(409, TITLE_TAKEN, { title: TITLE_TAKEN });

export async function assertTitleFree({ title, exceptId }: { title: string; exceptId?: string }) {
  const sameTitle = eq(sql`lower(${packages.title})`, title.toLowerCase());
  const [row] = await getDb()
    .select({ id: packages.id })
    .from(packages)
    .where(exceptId ? and(sameTitle, ne(packages.id, exceptId)) : sameTitle)
    .limit(1);
  if (row) throw titleTaken();
}

/** Turns the unique-index violation of a lost race into the same 409 as the check above. */
export function rethrowTitleTaken(error: unknown): never {
  const codes = [error, (error as { cause?: unknown })?.cause].map((e) => (e as { code?: string } | undefined)?.code);
  if (codes.includes('23505')) throw titleTaken();
  throw error;
}
