// Reports of listings: their reasons, statuses and an admin's actions, as plain values. Apart from
// the request schemas (moderation.ts) so that the listing page's 'Signaler l'annonce' button does
// not bring zod with it (ARCHITECTURE decision 64).

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
