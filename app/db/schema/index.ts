// The whole data model, one import away: `import { listings } from '../db/schema'`. drizzle-kit
// reads it from here too (drizzle.config.ts). The entities come first; sessions, tokens, limits and
// secrets (security.ts) and what visitors do on a listing (listing-activity.ts) point at them,
// never the other way round, so the files import no cycle; saved-searches.ts holds the saved searches and their alerts.
export * from './entities';
export * from './listings';
export * from './contact-messages';
export * from './counts';
export * from './packages';
export * from './security';
export * from './listing-activity';
export * from './saved-searches';
export * from './visitor-saves';
export * from './listing-performance';
export * from './listing-prices';
export * from './duplicates';
export { PRICE_RANK } from './price-rank';
export * from './enquiries';
export * from './exchange-rates';
export * from './price-insights';
export * from './push';
export * from './listing-shares';
