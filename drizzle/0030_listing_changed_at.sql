ALTER TABLE "listings" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- custom SQL below
-- The last real change is never after the last update, so a writer that sets only updated_at
-- (the demo seed, an import, a test ageing a listing) moves changed_at with it. Named to fire
-- before listings_recommended_rank, which reads the dates set here.
CREATE OR REPLACE FUNCTION listings_dates() RETURNS trigger
  LANGUAGE plpgsql
  AS $dates$
BEGIN
  NEW.changed_at := least(NEW.changed_at, NEW.updated_at);
  RETURN NEW;
END
$dates$;
--> statement-breakpoint
CREATE TRIGGER listings_dates BEFORE INSERT OR UPDATE ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_dates();
--> statement-breakpoint
-- The "Recommended" rank: the quality score plus one point per day of the last real change
-- (changed_at), not of the last save, so saving a listing again unchanged does not lift it.
-- Still a stored column: listings_recommended_idx serves the order as before.
CREATE OR REPLACE FUNCTION listings_recommended_rank() RETURNS trigger
  LANGUAGE plpgsql
  AS $rank$
BEGIN
  NEW.recommended_rank := NEW.quality_score + extract(epoch FROM NEW.changed_at)::float8 / 86400;
  RETURN NEW;
END
$rank$;
--> statement-breakpoint
-- The listings already there: their last update is the best known last change.
UPDATE listings SET changed_at = updated_at;
