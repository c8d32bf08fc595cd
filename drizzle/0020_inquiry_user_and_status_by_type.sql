-- The plans pages look up the signed-in user's payment inquiry waiting to be checked.
CREATE INDEX "payment_inquiries_user_idx" ON "payment_inquiries" USING btree ("user_id","created_at");--> statement-breakpoint
-- A listing's state follows its type from now on (lib/constants.ts, propertyStatusesFor): a
-- rental is Rented Out, a sale Sold Out. A listing stored the other way round (its type changed
-- after it closed) is closed in its own type's words, which its edit form can show.
UPDATE "listings" SET "property_status" = 'Sold Out' WHERE "type" = 'sale' AND "property_status" = 'Rented Out';--> statement-breakpoint
UPDATE "listings" SET "property_status" = 'Rented Out' WHERE "type" = 'rent' AND "property_status" = 'Sold Out';
