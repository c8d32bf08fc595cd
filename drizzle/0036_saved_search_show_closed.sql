-- A saved search keeps "Show rented and sold" with the rest of its query. Those saved before it
-- existed read false: they open, and alert, as their search does now, live homes only.
ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_same_query_unique";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "show_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_same_query_unique" UNIQUE NULLS NOT DISTINCT("user_id","type","township","property_type","currency","min_price","max_price","beds","parking","furnished","swimming_pool","gym","offer","show_closed","term");