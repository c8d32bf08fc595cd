-- A new rate's conversion walks the listings table in its physical order and stops where the table
-- ended when it began (app/domain/exchange-rates/convert-price-batch.server.ts). A listing updated
-- meanwhile is written to another place, perhaps one the walk has passed, so it must take the rate
-- of the day itself. Until now only a write of its price or currency priced it again (a hide, a
-- status or a score kept its prices); now every write does, except one that writes the prices
-- itself (the conversion's own batches, at the rate they convert to).
DROP TRIGGER IF EXISTS listings_prices_refresh ON listings;
--> statement-breakpoint
CREATE TRIGGER listings_prices_refresh
  BEFORE INSERT ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_prices_refresh();
--> statement-breakpoint
CREATE TRIGGER listings_prices_refresh_update
  BEFORE UPDATE ON listings
  FOR EACH ROW
  WHEN (NEW.price_lakh IS NOT DISTINCT FROM OLD.price_lakh AND NEW.price_usd IS NOT DISTINCT FROM OLD.price_usd)
  EXECUTE FUNCTION listings_prices_refresh();
