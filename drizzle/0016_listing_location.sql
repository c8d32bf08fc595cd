ALTER TABLE "listings" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_location_idx" ON "listings" USING btree ("latitude","longitude");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_location_in_yangon" CHECK ("listings"."latitude" between 16.3 and 17.8 and "listings"."longitude" between 95.6 and 96.9);--> statement-breakpoint
-- custom SQL
-- The columns above are added without NOT NULL (the generated statements said it, which no
-- table with listings can take): every existing listing gets its township's centre first. These
-- are lib/map/township-centres.ts's values, copied; township-centres.test.ts holds the two equal.
UPDATE "listings" SET "latitude" = c.latitude, "longitude" = c.longitude
FROM (VALUES
  ('ahlone', 16.7857, 96.1306),
  ('bahan', 16.8131, 96.1561),
  ('botahtaung', 16.7716, 96.1724),
  ('dagon', 16.7925, 96.1475),
  ('dagon-myothit-east', 16.9005, 96.2254),
  ('dagon-myothit-north', 16.8737, 96.1931),
  ('dagon-myothit-seikkan', 16.8397, 96.2504),
  ('dagon-myothit-south', 16.8508, 96.2188),
  ('dawbon', 16.7918, 96.1904),
  ('hlaing', 16.845, 96.1222),
  ('hlaingtharya', 16.871, 96.06),
  ('insein', 16.8937, 96.1031),
  ('kamayut', 16.8254, 96.1307),
  ('kyauktada', 16.7741, 96.159),
  ('kyaemyindaing', 16.8033, 96.1238),
  ('lanmadaw', 16.7795, 96.147),
  ('latha', 16.776, 96.1525),
  ('mayangone', 16.8653, 96.1401),
  ('mingalardon', 16.9371, 96.1229),
  ('mingalar-taung-nyunt', 16.7917, 96.1705),
  ('north-okkalapa', 16.904, 96.1703),
  ('pabedan', 16.7767, 96.1558),
  ('pazundaung', 16.7826, 96.1772),
  ('sanchaung', 16.8046, 96.1343),
  ('shwepyithar', 16.9693, 96.0806),
  ('south-okkalapa', 16.851, 96.181),
  ('tamwe', 16.8108, 96.175),
  ('thanlyin', 16.7642, 96.2504),
  ('thingangyun', 16.8302, 96.1927),
  ('thaketa', 16.7975, 96.2114),
  ('yankin', 16.837, 96.1624)
) AS c(slug, latitude, longitude)
WHERE "listings"."township" = c.slug AND "listings"."latitude" IS NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "latitude" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "longitude" SET NOT NULL;
