-- A price range within a type and a township, in lakh or in dollars: a search's count reads that
-- township's homes in the range alone, the state carried so live homes need no table row
-- (app/db/schema/listings.ts).
CREATE INDEX "listings_search_township_price_idx" ON "listings" USING btree ("type","township","price_lakh","id","property_type","currency","bedrooms","regular_price","parking","furnished","swimming_pool","gym","offer","property_status") WHERE "listings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "listings_search_township_price_usd_idx" ON "listings" USING btree ("type","township","price_usd","id","property_type","bedrooms","parking","furnished","swimming_pool","gym","offer","property_status") WHERE "listings"."hidden_at" is null;