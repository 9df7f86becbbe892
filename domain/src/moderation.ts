// Reports of listings ('Signaler l'annonce') and what an admin does with them.
import { z } from 'zod';
import { ISSUE } from './messages';
import { strictObject } from './fields';
import { REPORT_ACTIONS, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason, type ReportStatus } from './reports';

export * from './reports';

/** POST /api/products/:id/report */
export const reportSchema = strictObject({
  reason: z.enum(REPORT_REASONS, { error: ISSUE.reportReasonInvalid }),
  details: z
    .string({ error: ISSUE.mustBeText })
    .trim()
    .max(REPORT_DETAILS_MAX, ISSUE.reportDetailsTooLong)
    .nullish()
    .transform((v) => v || undefined),
});
export type ReportInput = z.output<typeof reportSchema>;

/** POST /api/admin/reports/:id/resolve */
export const reportResolveSchema = strictObject({
  action: z.enum(REPORT_ACTIONS, { error: ISSUE.reportActionInvalid }),
});
export type ReportResolveInput = z.output<typeof reportResolveSchema>;

/** One report as the admin's 'Signalements' tab reads it (GET /api/admin/reports). */
export interface ApiReport {
  id: string;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  created_at: string | null;
  resolved_at: string | null;
  product: { id: string; title: string; is_hidden: boolean } | null;
  seller: { id: string; display_name: string; is_active: boolean; is_admin: boolean } | null;
  reporter: { id: string; display_name: string } | null;
  /** Set when the report is about a review of the listing ('Signaler l'avis'), not the listing itself. */
  review: { id: string; rating: number; comment: string | null; is_hidden: boolean } | null;
}
