/** One rate an admin set: kyat to the dollar, when, and by whom (null for the portal's first rate or a deleted account). */
export interface ExchangeRateView {
  kyatPerUsd: number;
  setAt: string;
  setBy: string | null;
}
