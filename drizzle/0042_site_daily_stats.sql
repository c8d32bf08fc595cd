CREATE TABLE "site_daily_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"contact_taps" integer DEFAULT 0 NOT NULL,
	"alerts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at","id");--> statement-breakpoint
-- The four below were created by 0024's custom SQL and are only now named in the schema: every
-- database migrated since has them, so IF NOT EXISTS.
CREATE INDEX IF NOT EXISTS "favourites_created_idx" ON "favourites" USING btree ("created_at") WHERE "favourites"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "page_views_day_idx" ON "page_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_intents_day_idx" ON "contact_intents" USING btree ("day") WHERE "contact_intents"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_created_idx" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."listing_id" is not null;--> statement-breakpoint
-- custom SQL below
-- The site's days rolled up before this table existed, from the listings' rows of those days
-- (app/domain/listing-performance/rollup.server.ts keeps them from now on). Run again, it
-- writes the same numbers.
INSERT INTO site_daily_stats (day, views, saves, enquiries, contact_taps, alerts)
  SELECT day, sum(views), sum(saves), sum(enquiries), sum(contact_taps), sum(alerts) FROM listing_daily_stats GROUP BY day
ON CONFLICT (day) DO UPDATE SET views = excluded.views, saves = excluded.saves, enquiries = excluded.enquiries,
  contact_taps = excluded.contact_taps, alerts = excluded.alerts;
