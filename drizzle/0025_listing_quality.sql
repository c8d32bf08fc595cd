CREATE TABLE "listing_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_listing_mail_stops" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "quality_score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "quality_scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "recommended_rank" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_prices" ADD CONSTRAINT "listing_prices_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listing_mail_stops" ADD CONSTRAINT "saved_listing_mail_stops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_prices_listing_idx" ON "listing_prices" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE INDEX "listings_recommended_idx" ON "listings" USING btree ("offer","recommended_rank","id") WHERE "listings"."hidden_at" is null;--> statement-breakpoint
-- custom SQL below
-- The "Recommended" order's rank: the quality score plus one point per day of updated_at (days
-- since 1970), so a day of freshness weighs as much as a point of score and the order needs no
-- clock: listings_recommended_idx serves it. Set on every write, whichever code makes it.
CREATE OR REPLACE FUNCTION listings_recommended_rank() RETURNS trigger
  LANGUAGE plpgsql
  AS $rank$
BEGIN
  NEW.recommended_rank := NEW.quality_score + extract(epoch FROM NEW.updated_at)::float8 / 86400;
  RETURN NEW;
END
$rank$;
--> statement-breakpoint
CREATE TRIGGER listings_recommended_rank BEFORE INSERT OR UPDATE ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_recommended_rank();
--> statement-breakpoint
-- Every price a listing has had: its first on insert (dated with the listing), then each change
-- of price or currency. Statement-level with transition tables, so a bulk write is one insert.
CREATE OR REPLACE FUNCTION listing_prices_keep() RETURNS trigger
  LANGUAGE plpgsql
  AS $keep$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_prices (listing_id, price, currency, changed_at)
      SELECT id, regular_price, currency, created_at FROM added;
  ELSE
    INSERT INTO listing_prices (listing_id, price, currency, changed_at)
      SELECT a.id, a.regular_price, a.currency, now()
        FROM added a JOIN removed r ON r.id = a.id
       WHERE a.regular_price IS DISTINCT FROM r.regular_price OR a.currency IS DISTINCT FROM r.currency;
  END IF;
  RETURN NULL;
END
$keep$;
--> statement-breakpoint
CREATE TRIGGER listing_prices_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION listing_prices_keep();
--> statement-breakpoint
CREATE TRIGGER listing_prices_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION listing_prices_keep();
--> statement-breakpoint
-- The listings already there: their rank, and their price as the first of their history.
UPDATE listings SET recommended_rank = quality_score + extract(epoch FROM updated_at)::float8 / 86400;
--> statement-breakpoint
INSERT INTO listing_prices (listing_id, price, currency, changed_at) SELECT id, regular_price, currency, created_at FROM listings;
