CREATE TABLE "deleted_listing_photos" (
	"user_ref" uuid NOT NULL,
	"hash" bit(64) NOT NULL,
	"first_posted_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_duplicates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"other_listing_id" uuid NOT NULL,
	"shares" text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hidden_listing_id" uuid,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_duplicates_status_check" CHECK ("listing_duplicates"."status" in ('pending', 'confirmed', 'dismissed')),
	CONSTRAINT "listing_duplicates_not_self" CHECK ("listing_duplicates"."listing_id" <> "listing_duplicates"."other_listing_id")
);
--> statement-breakpoint
CREATE TABLE "photo_hashes" (
	"url" text PRIMARY KEY NOT NULL,
	"hash" bit(64),
	"band0" integer GENERATED ALWAYS AS (substring(hash from 1 for 16)::bit(16)::integer) STORED,
	"band1" integer GENERATED ALWAYS AS (substring(hash from 17 for 16)::bit(16)::integer) STORED,
	"band2" integer GENERATED ALWAYS AS (substring(hash from 33 for 16)::bit(16)::integer) STORED,
	"band3" integer GENERATED ALWAYS AS (substring(hash from 49 for 16)::bit(16)::integer) STORED
);
--> statement-breakpoint
ALTER TABLE "deleted_listing_photos" ADD CONSTRAINT "deleted_listing_photos_user_ref_users_id_fk" FOREIGN KEY ("user_ref") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_duplicates" ADD CONSTRAINT "listing_duplicates_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_duplicates" ADD CONSTRAINT "listing_duplicates_other_listing_id_listings_id_fk" FOREIGN KEY ("other_listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_duplicates" ADD CONSTRAINT "listing_duplicates_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_url_media_url_fk" FOREIGN KEY ("url") REFERENCES "public"."media"("url") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_listing_photos_user_idx" ON "deleted_listing_photos" USING btree ("user_ref","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_duplicates_pair_idx" ON "listing_duplicates" USING btree (least("listing_id", "other_listing_id"),greatest("listing_id", "other_listing_id"));--> statement-breakpoint
CREATE INDEX "listing_duplicates_pending_idx" ON "listing_duplicates" USING btree ("created_at") WHERE "listing_duplicates"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "listing_duplicates_listing_idx" ON "listing_duplicates" USING btree ("listing_id","status");--> statement-breakpoint
CREATE INDEX "listing_duplicates_other_idx" ON "listing_duplicates" USING btree ("other_listing_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_band0_idx" ON "photo_hashes" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "photo_hashes_band1_idx" ON "photo_hashes" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "photo_hashes_band2_idx" ON "photo_hashes" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "photo_hashes_band3_idx" ON "photo_hashes" USING btree ("band3");--> statement-breakpoint
-- custom SQL below
-- Which listings show a photo (the duplicate check, and whether an image is still in use): read
-- from an index rather than every listing's photos.
CREATE INDEX "listing_images_url_idx" ON "listing_images" USING btree ("url");
