CREATE TABLE "alert_listings" (
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_daily_stats" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"contact_taps" integer DEFAULT 0 NOT NULL,
	"alerts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_stats_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
CREATE TABLE "listing_peer_daily_medians" (
	"township" text NOT NULL,
	"type" text NOT NULL,
	"property_type" text NOT NULL,
	"day" date NOT NULL,
	"views" real NOT NULL,
	CONSTRAINT "listing_peer_daily_medians_township_type_property_type_day_pk" PRIMARY KEY("township","type","property_type","day")
);
--> statement-breakpoint
CREATE TABLE "listing_period_stats" (
	"listing_id" uuid NOT NULL,
	"days" smallint NOT NULL,
	"views" integer NOT NULL,
	"saves" integer NOT NULL,
	"enquiries" integer NOT NULL,
	"contact_taps" integer NOT NULL,
	"alerts" integer NOT NULL,
	"rank" integer NOT NULL,
	"peers" integer NOT NULL,
	"peer_median_views" real NOT NULL,
	"up_to" date NOT NULL,
	CONSTRAINT "listing_period_stats_listing_id_days_pk" PRIMARY KEY("listing_id","days"),
	CONSTRAINT "listing_period_stats_days_check" CHECK ("listing_period_stats"."days" in (30, 90))
);
--> statement-breakpoint
ALTER TABLE "alert_listings" ADD CONSTRAINT "alert_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_listings" ADD CONSTRAINT "alert_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD CONSTRAINT "listing_daily_stats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_period_stats" ADD CONSTRAINT "listing_period_stats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_listings_day_idx" ON "alert_listings" USING btree ("day","listing_id");--> statement-breakpoint
CREATE INDEX "alert_listings_listing_idx" ON "alert_listings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "alert_listings_user_idx" ON "alert_listings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listing_daily_stats_day_idx" ON "listing_daily_stats" USING btree ("day");--> statement-breakpoint
-- custom SQL below
-- The hourly rollup (app/domain/listing-performance/rollup.server.ts) reads the raw events of
-- its last two days: by day, not by listing, so each table needs an index on its day or time.
CREATE INDEX IF NOT EXISTS "page_views_day_idx" ON "page_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "favourites_created_idx" ON "favourites" USING btree ("created_at") WHERE "listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_created_idx" ON "enquiries" USING btree ("created_at") WHERE "listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_intents_day_idx" ON "contact_intents" USING btree ("day") WHERE "listing_id" IS NOT NULL;
