CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kyat_per_usd" numeric(10, 2) NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "exchange_rates_range" CHECK ("exchange_rates"."kyat_per_usd" between 100 and 100000)
);
--> statement-breakpoint
DROP INDEX "listings_search_price_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_lakh" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_usd" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_created_idx" ON "exchange_rates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listings_search_price_usd_idx" ON "listings" USING btree ("price_usd","id","type","property_type","township","bedrooms","parking","furnished","swimming_pool","gym","offer") WHERE "listings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "listings_search_price_idx" ON "listings" USING btree ("price_lakh","id","type","property_type","township","currency","bedrooms","regular_price","parking","furnished","swimming_pool","gym","offer") WHERE "listings"."hidden_at" is null;--> statement-breakpoint
-- custom SQL below
-- Each listing's price in lakh and in dollars at the rate of the day (the newest row of
-- exchange_rates), kept by the database whatever writes the listing or the rate: no migration
-- and no code change for a new rate. Rounded to the cent, as the columns keep it.
CREATE OR REPLACE FUNCTION current_kyat_per_usd() RETURNS numeric
  LANGUAGE sql STABLE
  AS $rate$
  -- 4,500 kyat only while no rate has been set (a freshly emptied table).
  SELECT coalesce((SELECT kyat_per_usd FROM exchange_rates ORDER BY created_at DESC LIMIT 1), 4500)
$rate$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION price_in_lakh(price numeric, currency text, kyat_per_usd numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE
  AS $convert$
  SELECT CASE WHEN currency = 'USD' THEN round(price * kyat_per_usd / 100000, 2) ELSE price END
$convert$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION price_in_usd(price numeric, currency text, kyat_per_usd numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE
  AS $convert$
  SELECT CASE WHEN currency = 'USD' THEN price ELSE round(price * 100000 / kyat_per_usd, 2) END
$convert$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_prices_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $refresh$
DECLARE
  rate numeric := current_kyat_per_usd();
BEGIN
  NEW.price_lakh := price_in_lakh(NEW.regular_price, NEW.currency, rate);
  NEW.price_usd := price_in_usd(NEW.regular_price, NEW.currency, rate);
  RETURN NEW;
END
$refresh$;
--> statement-breakpoint
CREATE TRIGGER listings_prices_refresh
  BEFORE INSERT OR UPDATE OF regular_price, currency ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_prices_refresh();
--> statement-breakpoint
-- A new rate (or a corrected or removed one) converts every listing once, in one statement:
-- only the converted column of each listing changes, and only where its value does.
CREATE OR REPLACE FUNCTION exchange_rates_apply() RETURNS trigger
  LANGUAGE plpgsql
  AS $apply$
DECLARE
  rate numeric := current_kyat_per_usd();
BEGIN
  UPDATE listings SET price_lakh = price_in_lakh(regular_price, currency, rate)
   WHERE currency = 'USD' AND price_lakh <> price_in_lakh(regular_price, currency, rate);
  UPDATE listings SET price_usd = price_in_usd(regular_price, currency, rate)
   WHERE currency <> 'USD' AND price_usd <> price_in_usd(regular_price, currency, rate);
  RETURN NULL;
END
$apply$;
--> statement-breakpoint
CREATE TRIGGER exchange_rates_apply
  AFTER INSERT OR UPDATE OR DELETE ON exchange_rates
  FOR EACH STATEMENT EXECUTE FUNCTION exchange_rates_apply();
--> statement-breakpoint
-- The rate the portal ordered prices by until now; setting it converts the listings already written.
INSERT INTO exchange_rates (kyat_per_usd) VALUES (4500);
