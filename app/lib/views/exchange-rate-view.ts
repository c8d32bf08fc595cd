/** One rate an admin set: kyat to the dollar, when, and by whom (null for the portal's first rate or a deleted account). */
export interface ExchangeRateView {
  kyatPerUsd: number;
  setAt: string;
  setBy: string | null;
}

/** A listing shown in a rate's preview: its price as listed, and in the other currency now and at the new rate. */
export interface RateExample {
  _id: string;
  name: string;
  currency: string;
  price: number;
  other: string;
  before: number;
  after: number;
}

/** What setting `kyatPerUsd` would change: the listings priced in each currency, and a few of them. */
export interface RatePreview {
  kyatPerUsd: number;
  current: number;
  listings: { usd: number; lakh: number };
  examples: RateExample[];
}
