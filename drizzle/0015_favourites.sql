CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"listing_id" uuid,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "favourites_user_listing_idx" ON "favourites" USING btree ("user_id","listing_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "favourites_listing_idx" ON "favourites" USING btree ("listing_id");--> statement-breakpoint
-- A saved listing keeps the title it had when it was deleted, not when it was saved: the
-- favourites page says "'<title>' was removed by its lister" with the name the visitor last saw.
CREATE OR REPLACE FUNCTION favourites_keep_title() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE favourites SET title = OLD.name WHERE listing_id = OLD.id AND title IS DISTINCT FROM OLD.name;
  RETURN OLD;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS favourites_keep_title ON listings;--> statement-breakpoint
CREATE TRIGGER favourites_keep_title BEFORE DELETE ON listings FOR EACH ROW EXECUTE FUNCTION favourites_keep_title();
