// 'Report this listing' and 'Report this review': the reasons each may give, their labels (in
// English; i18n/my-moderation.ts holds the Burmese), the messages and the form's check. Here
// rather than in lib/constants, which every page loads: only the report form (fetched on its
// first tap) and the server need them; pages that show a reason get its label from the server.
import { LIMITS } from '../constants';
import { HELD_FOR_REVIEW } from '../duplicates';
import { formCheck, oneOf, optionalText } from './rules';

/**
 * Why a listing or a review is reported, and why an admin hides a listing: stored as these keys
 * (reports.reason, listings.hidden_reason), shown through the labels below.
 */
export const REPORT_REASONS = ['scam', 'wrong-details', 'unavailable', 'duplicate', 'offensive', 'fake-review', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** What was reported: a listing, or one review of it. */
export const REPORT_TARGETS = ['listing', 'review'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  'wrong-details': 'Wrong price or details',
  unavailable: 'Already rented or sold',
  duplicate: 'Duplicate listing',
  offensive: 'Offensive content',
  'fake-review': 'Fake or misleading review',
  other: 'Other',
};

/** The reasons offered for each kind of report, in the order the form lists them. */
export const REASONS_FOR: Record<ReportTarget, readonly ReportReason[]> = {
  listing: ['scam', 'wrong-details', 'unavailable', 'duplicate', 'offensive', 'other'],
  review: ['fake-review', 'offensive', 'scam', 'other'],
};

export const isReportReason = (value: unknown): value is ReportReason => (REPORT_REASONS as readonly unknown[]).includes(value);

/**
 * Why a listing is hidden (listings.hidden_reason): a reason an admin gave, or held for review,
 * which no one chooses: the listing was saved sharing two of a photo, the price and the area with
 * another lister's listing (domain/duplicates/flag-duplicates.server.ts) and waits for a moderator.
 */
export const HIDDEN_REASONS = [...REPORT_REASONS, HELD_FOR_REVIEW] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];
export const HIDDEN_REASON_LABELS: Record<HiddenReason, string> = { ...REPORT_REASON_LABELS, [HELD_FOR_REVIEW]: 'Waiting for a moderator' };

export const REPORT_MESSAGES = {
  reason: 'Please choose a reason.',
  note: `Please keep your note under ${LIMITS.reportNoteMax} characters.`,
  target: 'Something went wrong',
  listing: 'Listing not found.',
  review: 'Review not found.',
  ownListing: 'You cannot report your own listing.',
  ownReview: 'You cannot report your own review.',
  tooMany: 'You have sent too many reports. Please try again in an hour.',
} as const;

const M = REPORT_MESSAGES;

export const checkReport = formCheck(
  {
    target: oneOf(REPORT_TARGETS, M.target),
    reason: oneOf(REPORT_REASONS, M.reason),
    note: optionalText(LIMITS.reportNoteMax, M.note),
  },
  (input, errors) => {
    // A reason of the other kind of report ('Fake review' for a listing) is no choice the form offers.
    if (!errors.target && !errors.reason && !REASONS_FOR[input.target as ReportTarget].includes(input.reason as ReportReason)) errors.reason = M.reason;
  },
);
