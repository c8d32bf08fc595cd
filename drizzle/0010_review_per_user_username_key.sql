-- One review per person per listing: of earlier duplicates, the newest stays.
DELETE FROM "reviews" r USING "reviews" newer
WHERE newer."listing_id" = r."listing_id" AND newer."user_ref" = r."user_ref"
  AND (newer."created_at", newer."id") > (r."created_at", r."id");--> statement-breakpoint
-- Usernames that only differ in compatibility forms (full-width letters and the like): all but
-- the oldest get a suffix of their id, so the new unique key can be built.
UPDATE "users" u SET "username" = u."username" || '-' || left(u."id"::text, 6)
WHERE EXISTS (
  SELECT 1 FROM "users" older
  WHERE lower(normalize(older."username", NFKC)) = lower(normalize(u."username", NFKC))
    AND (older."created_at", older."id") < (u."created_at", u."id")
);--> statement-breakpoint
DROP INDEX "users_username_lower_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_listing_user_idx" ON "reviews" USING btree ("listing_id","user_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_idx" ON "users" USING btree (lower(normalize("username", NFKC)));
