-- listing_counts also keys its counts by the listing's state (live: still available), so a
-- search that shows only live homes reads its exact total from it as cheaply as before. The
-- counts are worked out again from the listings below, in the new keys.
DELETE FROM "listing_counts";--> statement-breakpoint
ALTER TABLE "listing_counts" DROP CONSTRAINT "listing_counts_type_township_property_type_pk";--> statement-breakpoint
ALTER TABLE "listing_counts" ADD COLUMN "live" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_type_township_property_type_live_pk" PRIMARY KEY("type","township","property_type","live");--> statement-breakpoint
-- custom SQL
-- As in 0017 (public listings only, statement-level, transition tables), with the state as a
-- fourth key: marking a listing Rented Out, Sold Out or Still Available again is an update that
-- moves it from one key to another, like an edit of its type, township or property type.
CREATE OR REPLACE FUNCTION listing_counts_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $refresh$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM listing_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS c (type, township, property_type, live, n)
      SELECT type, township, property_type, property_status = 'Still Available', count(*) FROM added WHERE hidden_at IS NULL GROUP BY 1, 2, 3, 4
    ON CONFLICT (type, township, property_type, live) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE listing_counts c SET n = c.n - d.k
      FROM (SELECT type, township, property_type, property_status = 'Still Available' AS live, count(*) AS k
              FROM removed WHERE hidden_at IS NULL GROUP BY 1, 2, 3, 4) d
     WHERE c.type = d.type AND c.township = d.township AND c.property_type = d.property_type AND c.live = d.live;
  ELSE
    -- Decrements first, then increments, which may create a row: an insert with a negative n
    -- would fail the n >= 0 check before ON CONFLICT could turn it into an update.
    UPDATE listing_counts c SET n = c.n + d.k
      FROM (SELECT type, township, property_type, live, sum(k) AS k
              FROM (SELECT type, township, property_type, property_status = 'Still Available' AS live, 1 AS k FROM added WHERE hidden_at IS NULL
                    UNION ALL SELECT type, township, property_type, property_status = 'Still Available', -1 FROM removed WHERE hidden_at IS NULL) moved
             GROUP BY 1, 2, 3, 4 HAVING sum(k) < 0) d
     WHERE c.type = d.type AND c.township = d.township AND c.property_type = d.property_type AND c.live = d.live;
    INSERT INTO listing_counts AS c (type, township, property_type, live, n)
      SELECT type, township, property_type, live, sum(k)
        FROM (SELECT type, township, property_type, property_status = 'Still Available' AS live, 1 AS k FROM added WHERE hidden_at IS NULL
              UNION ALL SELECT type, township, property_type, property_status = 'Still Available', -1 FROM removed WHERE hidden_at IS NULL) moved
       GROUP BY 1, 2, 3, 4 HAVING sum(k) > 0
    ON CONFLICT (type, township, property_type, live) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$refresh$;
--> statement-breakpoint
INSERT INTO listing_counts (type, township, property_type, live, n)
  SELECT type, township, property_type, property_status = 'Still Available', count(*) FROM listings WHERE hidden_at IS NULL GROUP BY 1, 2, 3, 4;
