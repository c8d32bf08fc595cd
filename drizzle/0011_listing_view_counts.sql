-- listing_view_counts: how many rows page_views holds for each listing (each visitor once a day),
-- kept exact by statement-level triggers on page_views in the same transaction as the write,
-- whatever code makes it, so the listing page reads one row instead of counting its visits.
-- Like listing_counts (0004): transition tables, one counter update per listing per statement.
-- Written to be re-runnable (IF NOT EXISTS, OR REPLACE, DROP ... IF EXISTS, a backfill that
-- sets rather than adds). The foreign key is inline so that CREATE ... IF NOT EXISTS covers it.
CREATE TABLE IF NOT EXISTS "listing_view_counts" (
	"listing_id" uuid PRIMARY KEY NOT NULL REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action,
	"n" integer NOT NULL,
	CONSTRAINT "listing_view_counts_n_check" CHECK ("listing_view_counts"."n" >= 0)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_view_counts_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $refresh$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM listing_view_counts;
  ELSIF TG_OP = 'INSERT' THEN
    -- Only rows really added are in "added": an ON CONFLICT DO NOTHING that skipped a repeat
    -- visit adds nothing here.
    INSERT INTO listing_view_counts AS c (listing_id, n)
      SELECT listing_id, count(*) FROM added GROUP BY 1
    ON CONFLICT (listing_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    -- When the listing itself is deleted its counter goes by cascade too; this then finds it
    -- gone or decrements it just before it goes.
    UPDATE listing_view_counts c SET n = c.n - d.k
      FROM (SELECT listing_id, count(*) AS k FROM removed GROUP BY 1) d
     WHERE c.listing_id = d.listing_id;
  END IF;
  RETURN NULL;
END
$refresh$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_view_counts_insert ON page_views;
--> statement-breakpoint
CREATE TRIGGER listing_view_counts_insert AFTER INSERT ON page_views
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_view_counts_refresh();
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_view_counts_delete ON page_views;
--> statement-breakpoint
CREATE TRIGGER listing_view_counts_delete AFTER DELETE ON page_views
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION listing_view_counts_refresh();
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_view_counts_truncate ON page_views;
--> statement-breakpoint
CREATE TRIGGER listing_view_counts_truncate AFTER TRUNCATE ON page_views
  FOR EACH STATEMENT EXECUTE FUNCTION listing_view_counts_refresh();
--> statement-breakpoint
-- The views counted before this migration.
INSERT INTO listing_view_counts AS c (listing_id, n)
  SELECT listing_id, count(*) FROM page_views GROUP BY 1
ON CONFLICT (listing_id) DO UPDATE SET n = excluded.n;
