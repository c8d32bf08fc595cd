-- Led by the type, then the state: with rented and sold homes shown too (no state fixed), a
-- price order within a type walks that type alone, where the state-led pair passed every live
-- sale on its way to the dearest rentals (app/db/schema/entities.ts).
DROP INDEX "listings_search_type_live_price_idx";--> statement-breakpoint
DROP INDEX "listings_search_type_closed_price_idx";--> statement-breakpoint
CREATE INDEX "listings_search_type_live_price_idx" ON "listings" USING btree ("type",("property_status" = 'Still Available'),"price_lakh","id","property_type","township","currency","bedrooms","regular_price","parking","furnished","swimming_pool","gym","offer") WHERE "listings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "listings_search_type_closed_price_idx" ON "listings" USING btree ("type",("property_status" <> 'Still Available'),"price_lakh","id","property_type","township","currency","bedrooms","regular_price","parking","furnished","swimming_pool","gym","offer") WHERE "listings"."hidden_at" is null;