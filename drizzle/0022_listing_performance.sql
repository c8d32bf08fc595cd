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
CREATE TABLE "contact_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"agent_user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_intents_channel_check" CHECK ("contact_intents"."channel" in ('call', 'sms', 'viber', 'whatsapp', 'messenger'))
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"lister_user_id" uuid NOT NULL,
	"enquirer_user_id" uuid,
	"listing_title" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_status_check" CHECK ("enquiries"."status" in ('new', 'replied', 'closed')),
	CONSTRAINT "enquiries_lang_check" CHECK ("enquiries"."lang" in ('en', 'my')),
	CONSTRAINT "enquiries_message_len" CHECK (length("enquiries"."message") between 1 and 5000),
	CONSTRAINT "enquiries_email_len" CHECK (length("enquiries"."email") <= 254),
	CONSTRAINT "enquiries_note_len" CHECK (length("enquiries"."note") <= 2000),
	CONSTRAINT "enquiries_replied_check" CHECK ("enquiries"."status" <> 'replied' or "enquiries"."replied_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "alert_listings" ADD CONSTRAINT "alert_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_listings" ADD CONSTRAINT "alert_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD CONSTRAINT "listing_daily_stats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_period_stats" ADD CONSTRAINT "listing_period_stats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_intents" ADD CONSTRAINT "contact_intents_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_intents" ADD CONSTRAINT "contact_intents_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_lister_user_id_users_id_fk" FOREIGN KEY ("lister_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_enquirer_user_id_users_id_fk" FOREIGN KEY ("enquirer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_listings_day_idx" ON "alert_listings" USING btree ("day","listing_id");--> statement-breakpoint
CREATE INDEX "alert_listings_listing_idx" ON "alert_listings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "alert_listings_user_idx" ON "alert_listings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listing_daily_stats_day_idx" ON "listing_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_intents_once_idx" ON "contact_intents" USING btree ("agent_user_id",coalesce("listing_id", '00000000-0000-0000-0000-000000000000'::uuid),"channel","day","visitor_key");--> statement-breakpoint
CREATE INDEX "contact_intents_listing_day_idx" ON "contact_intents" USING btree ("listing_id","day");--> statement-breakpoint
CREATE INDEX "contact_intents_agent_day_idx" ON "contact_intents" USING btree ("agent_user_id","day");--> statement-breakpoint
CREATE INDEX "enquiries_lister_created_idx" ON "enquiries" USING btree ("lister_user_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_lister_new_idx" ON "enquiries" USING btree ("lister_user_id") WHERE "enquiries"."status" = 'new';--> statement-breakpoint
CREATE INDEX "enquiries_listing_created_idx" ON "enquiries" USING btree ("listing_id","created_at");--> statement-breakpoint
-- custom SQL below
-- The hourly rollup (app/domain/listing-performance/rollup.server.ts) reads the raw events of
-- its last two days: by day, not by listing, so each table needs an index on its day or time.
CREATE INDEX IF NOT EXISTS "page_views_day_idx" ON "page_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "favourites_created_idx" ON "favourites" USING btree ("created_at") WHERE "listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_created_idx" ON "enquiries" USING btree ("created_at") WHERE "listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_intents_day_idx" ON "contact_intents" USING btree ("day") WHERE "listing_id" IS NOT NULL;
