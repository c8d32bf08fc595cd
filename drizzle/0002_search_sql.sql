-- Full-text search over listings (GET /api/listing/search, /full-search). Written by hand: Drizzle
-- cannot express extensions, functions, triggers or operator-class indexes.
--
-- Every listing carries three search texts, each lower(unaccent(...)), kept up to date by a
-- trigger whatever code writes the row (demo seed, create/update listing, scripts):
--   search_title  the title;
--   search_head   the title, the township's English and Burmese names and the address;
--   search_text   the head and the description without its HTML.
-- Each has a trigram index, so LIKE '%word%' (a substring, in any script: Burmese has no spaces
-- between words) is an index lookup, and the three nested texts give the ranking tiers (title,
-- then township/address, then description). A tsvector expression index serves one- and
-- two-letter words, which have no trigram. The texts are deliberately not Drizzle columns, so
-- `select()` of a listing never carries them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent(text) is only STABLE (it looks its dictionary up through search_path); naming the
-- dictionary with its schema makes the result fixed, so the wrapper may be IMMUTABLE and the
-- planner folds search_fold('constant') once per query. The extension's schema is looked up, not
-- assumed (managed PostgreSQL services often install extensions outside "public").
DO $migration$
DECLARE
  ext_schema text;
BEGIN
  SELECT n.nspname INTO ext_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'unaccent';
  EXECUTE format(
    'CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text
       LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       AS $fold$ SELECT lower(%1$I.unaccent(%2$L::regdictionary, input)) $fold$',
    ext_schema, quote_ident(ext_schema) || '.unaccent');
END
$migration$;
--> statement-breakpoint
-- Descriptions are sanitized HTML; tags must not be matched ("strong", "class") and the common
-- entities read as their characters.
CREATE OR REPLACE FUNCTION search_strip_html(html text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $strip$
    SELECT replace(replace(replace(replace(replace(replace(
             regexp_replace(html, '<[^>]*>', ' ', 'g'),
             '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
  $strip$;
--> statement-breakpoint
-- Every word of a term as a word prefix, 'w1':* & 'w2':*, built from the lexemes the text parser
-- makes of the folded term, each quoted with its quotes and backslashes doubled: user text is
-- never parsed as tsquery syntax. IMMUTABLE so the planner computes it (and estimates with it)
-- once per query.
CREATE OR REPLACE FUNCTION search_prefix_query(term text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $query$
    SELECT coalesce(string_agg('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':*', ' & '), '')::tsquery
      FROM unnest(to_tsvector('simple'::regconfig, search_fold(term)))
  $query$;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_head" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_search_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $refresh$
DECLARE
  place text;
BEGIN
  SELECT concat_ws(' ', t.name_en, t.name_my) INTO place FROM townships t WHERE t.slug = NEW.township;
  NEW.search_title := search_fold(NEW.name);
  NEW.search_head := concat_ws(' ', NEW.search_title, search_fold(concat_ws(' ', place, NEW.address)));
  NEW.search_text := concat_ws(' ', NEW.search_head, search_fold(search_strip_html(NEW.description)));
  RETURN NEW;
END
$refresh$;
--> statement-breakpoint
CREATE TRIGGER listings_search_refresh
  BEFORE INSERT OR UPDATE OF name, description, address, township ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_search_refresh();
--> statement-breakpoint
-- Township names are part of the text: a renamed township refreshes its listings.
CREATE OR REPLACE FUNCTION townships_search_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $refresh$
BEGIN
  UPDATE listings SET township = township WHERE township = NEW.slug;
  RETURN NULL;
END
$refresh$;
--> statement-breakpoint
CREATE TRIGGER townships_search_refresh
  AFTER UPDATE OF name_en, name_my ON townships
  FOR EACH ROW
  WHEN (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_my IS DISTINCT FROM NEW.name_my)
  EXECUTE FUNCTION townships_search_refresh();
--> statement-breakpoint
-- Listings written before this migration: naming a column in SET fires the trigger.
UPDATE listings SET name = name;
--> statement-breakpoint
CREATE INDEX listings_search_title_trgm_idx ON listings USING gin (search_title gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX listings_search_head_trgm_idx ON listings USING gin (search_head gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX listings_search_text_trgm_idx ON listings USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX listings_search_words_idx ON listings USING gin (to_tsvector('simple'::regconfig, search_text));
