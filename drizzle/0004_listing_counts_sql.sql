-- listing_counts: how many listings of each (type, township, property type) exist, kept exact by
-- statement-level triggers on listings in the same transaction as the write, whatever code makes
-- it (pages, /api, demo seed, scripts). Statement-level with transition tables, so a bulk insert
-- of 2,000 rows updates each counter once, not 2,000 times. Written by hand: Drizzle cannot
-- express triggers.
CREATE OR REPLACE FUNCTION listing_counts_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $refresh$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM listing_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS c (type, township, property_type, n)
      SELECT type, township, property_type, count(*) FROM added GROUP BY 1, 2, 3
    ON CONFLICT (type, township, property_type) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE listing_counts c SET n = c.n - d.k
      FROM (SELECT type, township, property_type, count(*) AS k FROM removed GROUP BY 1, 2, 3) d
     WHERE c.type = d.type AND c.township = d.township AND c.property_type = d.property_type;
  ELSE
    -- An update moves listings between keys only when one of the three columns changed (most
    -- edits change none, and then the net change of every key is 0 and nothing is written).
    -- Decrements first, then increments, which may create a row: an insert with a negative n
    -- would fail the n >= 0 check before ON CONFLICT could turn it into an update.
    UPDATE listing_counts c SET n = c.n + d.k
      FROM (SELECT type, township, property_type, sum(k) AS k
              FROM (SELECT type, township, property_type, 1 AS k FROM added
                    UNION ALL SELECT type, township, property_type, -1 FROM removed) moved
             GROUP BY 1, 2, 3 HAVING sum(k) < 0) d
     WHERE c.type = d.type AND c.township = d.township AND c.property_type = d.property_type;
    INSERT INTO listing_counts AS c (type, township, property_type, n)
      SELECT type, township, property_type, sum(k)
        FROM (SELECT type, township, property_type, 1 AS k FROM added
              UNION ALL SELECT type, township, property_type, -1 FROM removed) moved
       GROUP BY 1, 2, 3 HAVING sum(k) > 0
    ON CONFLICT (type, township, property_type) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$refresh$;
--> statement-breakpoint
CREATE TRIGGER listing_counts_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_refresh();
--> statement-breakpoint
CREATE TRIGGER listing_counts_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_refresh();
--> statement-breakpoint
CREATE TRIGGER listing_counts_delete AFTER DELETE ON listings
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_refresh();
--> statement-breakpoint
CREATE TRIGGER listing_counts_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_refresh();
--> statement-breakpoint
INSERT INTO listing_counts (type, township, property_type, n)
  SELECT type, township, property_type, count(*) FROM listings GROUP BY 1, 2, 3;
