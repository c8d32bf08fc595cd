// Rows the portal cannot work without, whatever DEMO_DATA says: the townships that listings
// point to. Idempotent, so every start may run it.
import { sql } from 'drizzle-orm';
import { TOWNSHIPS } from '../lib/constants';
import { getDb } from './registry.server';
import { townships } from './schema';

export async function ensureReferenceData() {
  await getDb()
    .insert(townships)
    .values(TOWNSHIPS.map((t, position) => ({ slug: t.slug, nameEn: t.en, nameMy: t.my, position })))
    .onConflictDoUpdate({
      target: townships.slug,
      set: { nameEn: sql`excluded.name_en`, nameMy: sql`excluded.name_my`, position: sql`excluded.position` },
    });
}
