// A report's input for the server (the listing page's action, intent 'report'): the form's check
// (lib/forms/report.ts) first, then Zod shapes the values. The listing comes from the page's URL.
import { z } from 'zod';
import { checkedBy } from './checked';
import { checkReport, REPORT_REASONS, REPORT_TARGETS } from '../forms/report';

export { REPORT_MESSAGES } from '../forms/report';

export const reportSchema = checkedBy(
  checkReport,
  z.object({
    target: z.enum(REPORT_TARGETS),
    reason: z.enum(REPORT_REASONS),
    note: z.string().trim().default(''),
    // Only a review's report names one; checked against the listing by the domain call.
    reviewId: z.string().optional(),
  }),
);
export type ReportInput = z.output<typeof reportSchema>;
