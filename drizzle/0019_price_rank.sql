-- A search sorted by price orders both currencies as one (app/db/schema/price-rank.ts): the
-- price index is led by that expression, which the queries repeat word for word.
DROP INDEX "listings_search_price_idx";--> statement-breakpoint
CREATE INDEX "listings_search_price_idx" ON "listings" USING btree ((case when currency = 'USD' then regular_price * 0.045 else regular_price end),"id","type","property_type","township","currency","bedrooms","regular_price","parking","furnished","swimming_pool","gym","offer") WHERE "listings"."hidden_at" is null;