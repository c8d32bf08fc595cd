CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"review_id" uuid,
	"target_id" uuid GENERATED ALWAYS AS (coalesce(review_id, listing_id)) STORED NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reporter_user_id" uuid,
	"reporter_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('scam', 'wrong-details', 'unavailable', 'duplicate', 'offensive', 'fake-review', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "reports_note_len" CHECK (length("reports"."note") <= 1000)
);
--> statement-breakpoint
DROP INDEX IF EXISTS "listings_search_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_search_updated_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_search_township_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_search_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_search_property_type_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_search_gym_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_search_swimming_pool_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_search_offer_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reports_target_reporter_idx" ON "reports" USING btree ("target_id","reporter_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reports_open_idx" ON "reports" USING btree ("target_id","updated_at") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reports_listing_idx" ON "reports" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reports_review_idx" ON "reports" USING btree ("review_id") WHERE "reports"."review_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reports_reporter_user_idx" ON "reports" USING btree ("reporter_user_id") WHERE "reports"."reporter_user_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_hidden_idx" ON "listings" USING btree ("hidden_at") WHERE "listings"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_search_created_idx" ON "listings" USING btree ("created_at","id","type","property_type","township","currency","bedrooms","regular_price","parking","furnished","swimming_pool","gym","offer") WHERE "listings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_search_updated_idx" ON "listings" USING btree ("updated_at","id","type","property_type","township","currency","bedrooms","regular_price","parking","furnished","swimming_pool","gym","offer") WHERE "listings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_search_township_idx" ON "listings" USING btree ("township","property_type","type","currency","bedrooms","regular_price","parking","furnished","swimming_pool","gym","offer","created_at","updated_at","id") WHERE "listings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_search_price_idx" ON "listings" USING btree ("regular_price","id","type","property_type","township","currency","bedrooms","parking","furnished","swimming_pool","gym","offer") WHERE "listings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_search_property_type_idx" ON "listings" USING btree ("property_type","type","currency","bedrooms","regular_price","parking","furnished","swimming_pool","gym","offer","created_at","updated_at","id") WHERE "listings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_search_gym_idx" ON "listings" USING btree ("type","property_type","township","currency","bedrooms","regular_price","parking","furnished","swimming_pool","gym","offer","created_at","updated_at","id") WHERE "listings"."gym" and "listings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_search_swimming_pool_idx" ON "listings" USING btree ("type","property_type","township","currency","bedrooms","regular_price","parking","furnished","swimming_pool","gym","offer","created_at","updated_at","id") WHERE "listings"."swimming_pool" and "listings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_search_offer_idx" ON "listings" USING btree ("type","property_type","township","currency","bedrooms","regular_price","parking","furnished","swimming_pool","gym","offer","created_at","updated_at","id") WHERE "listings"."offer" and "listings"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_hidden_reason_check" CHECK (("listings"."hidden_at" is null) = ("listings"."hidden_reason" is null) and ("listings"."hidden_reason" is null or "listings"."hidden_reason" in ('scam', 'wrong-details', 'unavailable', 'duplicate', 'offensive', 'fake-review', 'other')));--> statement-breakpoint
-- custom SQL
-- listing_counts counts public listings only (hidden_at is null, the condition of
-- db/schema/entities.ts): the home page's counters and the searches' exact totals read it, and a
-- hidden listing is in neither. Hiding and restoring are updates, which move the listing out of
-- or into its key like any other edit of the three columns. Otherwise as in 0004.
CREATE OR REPLACE FUNCTION listing_counts_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $refresh$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM listing_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS c (type, township, property_type, n)
      SELECT type, township, property_type, count(*) FROM added WHERE hidden_at IS NULL GROUP BY 1, 2, 3
    ON CONFLICT (type, township, property_type) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE listing_counts c SET n = c.n - d.k
      FROM (SELECT type, township, property_type, count(*) AS k FROM removed WHERE hidden_at IS NULL GROUP BY 1, 2, 3) d
     WHERE c.type = d.type AND c.township = d.township AND c.property_type = d.property_type;
  ELSE
    UPDATE listing_counts c SET n = c.n + d.k
      FROM (SELECT type, township, property_type, sum(k) AS k
              FROM (SELECT type, township, property_type, 1 AS k FROM added WHERE hidden_at IS NULL
                    UNION ALL SELECT type, township, property_type, -1 FROM removed WHERE hidden_at IS NULL) moved
             GROUP BY 1, 2, 3 HAVING sum(k) < 0) d
     WHERE c.type = d.type AND c.township = d.township AND c.property_type = d.property_type;
    INSERT INTO listing_counts AS c (type, township, property_type, n)
      SELECT type, township, property_type, sum(k)
        FROM (SELECT type, township, property_type, 1 AS k FROM added WHERE hidden_at IS NULL
              UNION ALL SELECT type, township, property_type, -1 FROM removed WHERE hidden_at IS NULL) moved
       GROUP BY 1, 2, 3 HAVING sum(k) > 0
    ON CONFLICT (type, township, property_type) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$refresh$;
