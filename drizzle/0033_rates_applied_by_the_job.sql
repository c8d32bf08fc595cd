-- A new rate no longer converts every listing in the statement that records it: at 100,000
-- listings that one statement scanned them all and was the longest wait of a rate change. The job
-- that applies a rate (app/domain/exchange-rates/apply-exchange-rate.server.ts) records it first,
-- so it is the rate of the day at once and every listing written from then on takes it
-- (listings_prices_refresh, which stays), then converts the listings already there in short
-- batches of its own. Rates are only ever added: a wrong one is corrected by setting another.
DROP TRIGGER IF EXISTS exchange_rates_apply ON exchange_rates;
--> statement-breakpoint
DROP FUNCTION IF EXISTS exchange_rates_apply();
