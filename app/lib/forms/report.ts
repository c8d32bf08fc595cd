// 'Report this listing' and 'Report this review': the reasons each may give, their labels (in
// English; i18n/my-moderation.ts holds the Burmese), the messages and the form's check.
import { LIMITS, REPORT_REASONS, REPORT_TARGETS, type ReportReason, type ReportTarget } from '../constants';
import { formCheck, oneOf, optionalText } from './rules';

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
