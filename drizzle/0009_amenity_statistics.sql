-- How the amenities go with the property type, for the planner of the advanced search. It takes
-- columns as independent unless told: "houses with a pool" was expected to match 1,665 of 100,000
-- listings (10% have a pool, 17% are houses) where none does (pools and gyms come with condos),
-- so it walked the whole date index looking for the first 8 (6.6 ms) instead of reading the empty
-- range of listings_search_swimming_pool_idx (0.5 ms). A multi-column MCV list over these three
-- columns holds every combination that occurs (9 here, at most 24), so it costs the planner next
-- to nothing; the wider one over all five amenities and the type (124 combinations) was tried and
-- cost more in planning than it saved (bench/README.md). Written by hand: Drizzle cannot express
-- statistics.
CREATE STATISTICS IF NOT EXISTS listings_amenity_stats (mcv) ON property_type, swimming_pool, gym FROM listings;
--> statement-breakpoint
-- Autovacuum would get to it; an existing database gets the statistics now.
ANALYZE listings;
