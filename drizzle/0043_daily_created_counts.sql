CREATE TABLE "daily_created_counts" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "daily_created_counts_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
-- custom SQL below
-- As listing_counts (statement-level, transition tables): each write adds or takes away its rows
-- from their creation day's count, a change of created_at moving them from one day to another.
-- TG_ARGV[0] names the table counted.
CREATE OR REPLACE FUNCTION daily_created_counts_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $refresh$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM daily_created_counts WHERE kind = TG_ARGV[0];
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO daily_created_counts AS c (kind, day, n)
      SELECT TG_ARGV[0], (created_at AT TIME ZONE 'UTC')::date, count(*) FROM added GROUP BY 2
    ON CONFLICT (kind, day) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE daily_created_counts c SET n = c.n - d.k
      FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS k FROM removed GROUP BY 1) d
     WHERE c.kind = TG_ARGV[0] AND c.day = d.day;
  ELSE
    INSERT INTO daily_created_counts AS c (kind, day, n)
      SELECT TG_ARGV[0], day, sum(k)
        FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS k FROM added
              UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, -1 FROM removed) moved
       GROUP BY day HAVING sum(k) <> 0
    ON CONFLICT (kind, day) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$refresh$;
--> statement-breakpoint
CREATE TRIGGER users_created_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION daily_created_counts_refresh('users');--> statement-breakpoint
CREATE TRIGGER users_created_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION daily_created_counts_refresh('users');--> statement-breakpoint
CREATE TRIGGER users_created_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION daily_created_counts_refresh('users');--> statement-breakpoint
CREATE TRIGGER users_created_counts_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION daily_created_counts_refresh('users');--> statement-breakpoint
CREATE TRIGGER listings_created_counts_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION daily_created_counts_refresh('listings');--> statement-breakpoint
CREATE TRIGGER listings_created_counts_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION daily_created_counts_refresh('listings');--> statement-breakpoint
CREATE TRIGGER listings_created_counts_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION daily_created_counts_refresh('listings');--> statement-breakpoint
CREATE TRIGGER listings_created_counts_truncate AFTER TRUNCATE ON listings FOR EACH STATEMENT EXECUTE FUNCTION daily_created_counts_refresh('listings');--> statement-breakpoint
CREATE TRIGGER posts_created_counts_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION daily_created_counts_refresh('posts');--> statement-breakpoint
CREATE TRIGGER posts_created_counts_update AFTER UPDATE ON posts REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION daily_created_counts_refresh('posts');--> statement-breakpoint
CREATE TRIGGER posts_created_counts_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION daily_created_counts_refresh('posts');--> statement-breakpoint
CREATE TRIGGER posts_created_counts_truncate AFTER TRUNCATE ON posts FOR EACH STATEMENT EXECUTE FUNCTION daily_created_counts_refresh('posts');--> statement-breakpoint
INSERT INTO daily_created_counts (kind, day, n)
  SELECT 'users', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 2
  UNION ALL SELECT 'listings', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM listings GROUP BY 2
  UNION ALL SELECT 'posts', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM posts GROUP BY 2;
