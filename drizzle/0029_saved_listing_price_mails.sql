CREATE TABLE "saved_listing_price_mails" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_listing_price_mails_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "saved_listing_price_mails" ADD CONSTRAINT "saved_listing_price_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listing_price_mails" ADD CONSTRAINT "saved_listing_price_mails_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_listing_price_mails_listing_idx" ON "saved_listing_price_mails" USING btree ("listing_id");