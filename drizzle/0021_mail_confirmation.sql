-- Alerts go only to an address its owner confirmed. Accounts made before this rule never proved
-- their address, so they start unconfirmed: an account signed up with someone else's address may
-- already be sending that person alerts. The demo accounts' addresses (.local) receive no mail.
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "email_confirmed_at" = "created_at" WHERE "email" LIKE '%@demo.yangonhomes.local';--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "resumed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- One saved search per query and person: of the copies saved before, the first one stays.
DELETE FROM "saved_searches" AS "later" USING "saved_searches" AS "first"
WHERE "later"."user_id" = "first"."user_id"
  AND "later"."type" IS NOT DISTINCT FROM "first"."type"
  AND "later"."township" IS NOT DISTINCT FROM "first"."township"
  AND "later"."property_type" IS NOT DISTINCT FROM "first"."property_type"
  AND "later"."currency" IS NOT DISTINCT FROM "first"."currency"
  AND "later"."min_price" IS NOT DISTINCT FROM "first"."min_price"
  AND "later"."max_price" IS NOT DISTINCT FROM "first"."max_price"
  AND "later"."beds" IS NOT DISTINCT FROM "first"."beds"
  AND "later"."parking" = "first"."parking"
  AND "later"."furnished" = "first"."furnished"
  AND "later"."swimming_pool" = "first"."swimming_pool"
  AND "later"."gym" = "first"."gym"
  AND "later"."offer" = "first"."offer"
  AND "later"."term" IS NOT DISTINCT FROM "first"."term"
  AND ("later"."created_at", "later"."id") > ("first"."created_at", "first"."id");--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_same_query_unique" UNIQUE NULLS NOT DISTINCT("user_id","type","township","property_type","currency","min_price","max_price","beds","parking","furnished","swimming_pool","gym","offer","term");
