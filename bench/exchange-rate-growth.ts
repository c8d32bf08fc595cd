// A new rate's conversion at two sizes on PostgreSQL (apply-exchange-rate.server.ts): whether the
// job's time grows with its work or faster, as its time a listing shows. Each size is loaded once
// (a few thousand listings by the factories, copied in SQL up to the size: bench/scale-listings.ts);
// each change starts on a vacuumed table after a checkpoint, the second among the first's moved rows.
// The latest figures, and those of the id-order walk it replaced, are in bench/README.md.
//
//   npx tsx scripts/with-postgres.ts npx tsx bench/exchange-rate-growth.ts
// Knobs: BENCH_RATE_SIZES (50000,200000), BENCH_RATE_FACTORY_LISTINGS (5000).
import { sql } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import { benchRateChange, printRateChange } from './exchange-rate';
import { loadDatabase } from './loaded-database';
import { growListings } from './scale-listings';

const SIZES = (process.env.BENCH_RATE_SIZES ?? '50000,200000').split(',').map(Number);
const FACTORY_LISTINGS = Number(process.env.BENCH_RATE_FACTORY_LISTINGS ?? 5_000);
const serverUrl = process.env.PG_SERVER_URL;
if (!serverUrl) throw new Error('Run under scripts/with-postgres.ts (PG_SERVER_URL)');

type Rows<T> = { rows: T[] };

for (const size of SIZES) {
  const database = await loadDatabase({
    kind: 'postgres',
    serverUrl,
    listings: Math.min(size, FACTORY_LISTINGS),
    load: { closedShare: 0.1, beforeIndexes: async () => void (await growListings({ target: size, closedShare: 0.1 })) },
    whileOpen: async (db) => {
      const [info] = ((await db.execute(sql`
        select (select count(*) from pg_index where indrelid = 'listings'::regclass)::int as indexes,
               (pg_relation_size('listings') / 1048576)::int as heap_mb,
               (pg_indexes_size('listings') / 1048576)::int as indexes_mb`)) as unknown as Rows<{ indexes: number; heap_mb: number; indexes_mb: number }>).rows;
      console.log(`  ${info.indexes} indexes on listings; heap ${info.heap_mb} MB, indexes ${info.indexes_mb} MB`);
      for (const run of ['first', 'second']) {
        await getDb().execute(sql`vacuum analyze listings`);
        await getDb().execute(sql`checkpoint`);
        printRateChange(`postgres, ${run} change`, await benchRateChange({ setBack: false }));
      }
    },
  });
  await database.remove();
}
process.exit(0);
