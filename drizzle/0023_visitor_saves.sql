CREATE TABLE "visitor_saves" (
	"listing_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_saves_listing_id_visitor_hash_pk" PRIMARY KEY("listing_id","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "visitor_saves" ADD CONSTRAINT "visitor_saves_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_saves_visitor_idx" ON "visitor_saves" USING btree ("visitor_hash");