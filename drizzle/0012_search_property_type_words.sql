-- Search in both languages: a listing's search head (title, township, address) also
-- holds the names of its property type in English and Burmese, so 'condo' finds a condo whose
-- title is Burmese only and 'ကွန်ဒို' one whose title is English only. The words mirror
-- PROPERTY_TYPE_WORDS in app/domain/search/bilingual-words.server.ts; bilingual-search.integration.test.ts
-- holds the two equal. 'other' has no words: 'other' is no word anyone searches for a shop with.
CREATE OR REPLACE FUNCTION search_property_type_words(property_type text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $words$
    SELECT CASE property_type
      WHEN 'apartment' THEN 'apartment flat တိုက်ခန်း'
      WHEN 'condo' THEN 'condo condominium ကွန်ဒို'
      WHEN 'house' THEN 'house လုံးချင်းအိမ်'
      WHEN 'land' THEN 'land plot မြေကွက်'
      WHEN 'industrial-zone' THEN 'industrial warehouse factory စက်မှုဇုန် ဂိုဒေါင် စက်ရုံ'
      ELSE ''
    END
  $words$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_search_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $refresh$
DECLARE
  place text;
BEGIN
  SELECT concat_ws(' ', t.name_en, t.name_my) INTO place FROM townships t WHERE t.slug = NEW.township;
  NEW.search_title := search_fold(NEW.name);
  NEW.search_head := concat_ws(' ', NEW.search_title,
    search_fold(concat_ws(' ', place, NEW.address, search_property_type_words(NEW.property_type))));
  NEW.search_text := concat_ws(' ', NEW.search_head, search_fold(search_strip_html(NEW.description)));
  RETURN NEW;
END
$refresh$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_search_refresh ON listings;
--> statement-breakpoint
CREATE TRIGGER listings_search_refresh
  BEFORE INSERT OR UPDATE OF name, description, address, township, property_type ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_search_refresh();
--> statement-breakpoint
-- Listings written before this migration: naming a column in SET fires the trigger.
UPDATE listings SET name = name;
