// The exchange-rate form for the server: its check (lib/forms/exchange-rate.ts) first, then Zod shapes the number.
import { z } from 'zod';
import { checkedBy } from './checked';
import { checkExchangeRate, rateValue } from '../forms/exchange-rate';

export const exchangeRateInputSchema = checkedBy(checkExchangeRate, z.object({ kyatPerUsd: z.preprocess(rateValue, z.number()) }));

export type ExchangeRateInput = z.output<typeof exchangeRateInputSchema>;
