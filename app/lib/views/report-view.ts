// What the moderation tab (/dashboard?tab=reports) and a hidden listing's lister receive: the
// shapes only. domain/reports reads them. Reasons come with their English labels (lib/forms/report.ts,
// which pages translate with t()), so that the pages that only show a reason do not ship the
// report form's module: the listing page is at its script budget.
import type { HiddenReason, ReportReason, ReportTarget } from '../forms/report';

/** Why and since when a listing is hidden (by an admin, or held for review); null (or absent) on a public one. */
export interface HiddenState {
  reason: HiddenReason;
  /** The reason's label, in English. */
  label: string;
  at: string;
}

/** The open reports of one listing or one review, as one row of the queue. */
export interface ReportGroupView {
  /** The reported listing's or review's id: the row's key, and what Dismiss names. */
  _id: string;
  target: ReportTarget;
  listing: { id: string; title: string; hidden: boolean };
  /** The reported review; null for a report of the listing. */
  review: { id: string; content: string; author: string } | null;
  /** How many people reported it and have not been answered yet. */
  count: number;
  /** The reason given most often (the newest among equals): what Hide proposes. */
  topReason: ReportReason;
  /** The newest note anyone wrote ('' when none did). */
  latestNote: string;
  latestAt: string;
}

export interface HiddenListingView {
  _id: string;
  title: string;
  reason: HiddenReason;
  hiddenAt: string;
}

export interface ReportQueuePage {
  /** Every reason's label, in English. */
  reasonLabels: Record<HiddenReason, string>;
  /** The reasons an admin may give for hiding a listing, in the form's order. */
  hideReasons: readonly ReportReason[];
  groups: ReportGroupView[];
  hasMore: boolean;
  /** Listings and reviews with open reports. */
  totalOpen: number;
  hidden: HiddenListingView[];
  hiddenHasMore: boolean;
  totalHidden: number;
}
