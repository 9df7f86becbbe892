// Reports of listings ('Signaler l'annonce') and what an admin does with them.
import { z } from 'zod';
import { ISSUE } from './messages';
import { strictObject } from './fields';

export const REPORT_REASONS = ['arnaque', 'contenu_interdit', 'doublon', 'deja_vendu', 'autre'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, { fr: string; ar: string }> = {
  arnaque: { fr: 'Arnaque', ar: 'احتيال' },
  contenu_interdit: { fr: 'Contenu interdit', ar: 'محتوى محظور' },
  doublon: { fr: 'Doublon', ar: 'إعلان مكرر' },
  deja_vendu: { fr: 'Déjà vendu', ar: 'تم البيع' },
  autre: { fr: 'Autre', ar: 'سبب آخر' },
};

export const REPORT_STATUSES = ['open', 'hidden', 'dismissed', 'seller_deactivated'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_ACTIONS = ['hide', 'dismiss', 'deactivate_seller'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_DETAILS_MAX = 1000;

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
