import { ReportButton } from '@/components/reports/report-button';
import { paths } from '@/config/paths';

/** 'Signaler l'annonce' (one report per user and listing). */
export function ReportListing({ productId }: { productId: string }) {
  return <ReportButton kind="listing" path={`/products/${encodeURIComponent(productId)}/report`} returnTo={paths.product.getHref(productId)} />;
}
