-- No date of a listing is later than now, whoever writes it (the form, /api, a seed, an import, a
-- script): one in the future would lift the listing above every other in "Recommended" and in
-- "Latest updated" for as long as it stays ahead. A later date is written as now.
CREATE OR REPLACE FUNCTION listings_dates() RETURNS trigger
  LANGUAGE plpgsql
  AS $dates$
BEGIN
  NEW.created_at := least(NEW.created_at, now());
  NEW.updated_at := least(NEW.updated_at, now());
  NEW.changed_at := least(NEW.changed_at, NEW.updated_at);
  RETURN NEW;
END
$dates$;
--> statement-breakpoint
-- The listings already there.
UPDATE listings SET updated_at = now() WHERE created_at > now() OR updated_at > now() OR changed_at > now();
