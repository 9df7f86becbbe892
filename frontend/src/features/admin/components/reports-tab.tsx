import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { REPORT_REASON_LABELS, REPORT_STATUSES, type ReportAction } from '@souk/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { useOptionText } from '@/lib/option-text';
import { useAdminReports, useResolveReport } from '../api/admin-api';
import { DataTable, cell } from './data-table';
import { adminToast } from './toasts';

/** 'Signalements' (of listings and of reviews): hide the listing or the review (it leaves every public read, its owner is told), dismiss, or deactivate the seller. */
export function ReportsTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const optionText = useOptionText();
  const [status, setStatus] = useState('open');
  const reports = useAdminReports(status);
  const resolve = useResolveReport();

  const act = (id: string, action: ReportAction, done: string = action) =>
    resolve.mutate(
      { id, action },
      {
        onSuccess: () => adminToast.success(`admin.reports.done.${done}`),
        onError: (error) => adminToast.failure(error, 'admin.reports.failed'),
      },
    );

  return (
    <div className="space-y-4">
      <Select
        className="sm:w-64"
        label={t('admin.reports.statusFilter')}
        value={status}
        onValueChange={setStatus}
        options={[...REPORT_STATUSES, 'all'].map((value) => ({ value, label: optionText('reportStatus', value) }))}
      />
      <DataTable
        caption={t('admin.tabs.reports')}
        headers={[
          t('admin.reports.listing'),
          t('admin.reports.reason'),
          t('admin.reports.seller'),
          t('admin.reports.reporter'),
          t('admin.reports.date'),
          t('admin.users.status'),
          t('admin.actions'),
        ]}
        loading={reports.isPending}
        error={reports.isError}
        empty={(reports.data?.data.length ?? 0) === 0}
        emptyText={t('admin.reports.empty')}
      >
        {reports.data?.data.map((r) => (
          <tr key={r.id}>
            <td className={cell} dir="auto">
              {r.product ? (
                r.product.is_hidden ? (
                  <>
                    {r.product.title} <Badge tone="danger">{t('admin.products.hidden')}</Badge>
                  </>
                ) : (
                  <Link className="text-primary underline-offset-4 hover:underline" to={paths.product.getHref(r.product.id)}>
                    {r.product.title}
                  </Link>
                )
              ) : (
                '—'
              )}
              {r.review ? (
                <p className="mt-1 text-xs text-muted-foreground">
                  {t('admin.reports.reviewOf', { rating: r.review.rating })}{' '}
                  {r.review.is_hidden ? <Badge tone="danger">{t('admin.products.hidden')}</Badge> : null}
                  {r.review.comment ? <span className="block" dir="auto">« {r.review.comment} »</span> : null}
                </p>
              ) : null}
            </td>
            <td className={cell}>
              {format.language === 'ar' ? REPORT_REASON_LABELS[r.reason].ar : REPORT_REASON_LABELS[r.reason].fr}
              {r.details ? (
                <p className="text-xs text-muted-foreground" dir="auto">
                  {r.details}
                </p>
              ) : null}
            </td>
            <td className={cell}>
              {r.seller?.display_name ?? '—'}{' '}
              {r.seller && !r.seller.is_active ? <Badge tone="danger">{t('admin.users.inactiveLabel')}</Badge> : null}
            </td>
            <td className={cell}>{r.reporter?.display_name ?? '—'}</td>
            <td className={cell}>{format.date(r.created_at)}</td>
            <td className={cell}>{optionText('reportStatus', r.status)}</td>
            <td className={cell}>
              {r.status === 'open' ? (
                <div className="flex flex-wrap gap-1">
                  <Button size="sm" variant="destructive" disabled={resolve.isPending} onClick={() => act(r.id, 'hide', r.review ? 'hideReview' : 'hide')}>
                    {t(r.review ? 'admin.reports.hideReview' : 'admin.reports.hide')}
                  </Button>
                  <Button size="sm" variant="outline" disabled={resolve.isPending} onClick={() => act(r.id, 'dismiss')}>
                    {t('admin.reports.dismiss')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={resolve.isPending || !r.seller || r.seller.is_admin || !r.seller.is_active}
                    onClick={() => act(r.id, 'deactivate_seller')}
                  >
                    {t('admin.reports.deactivate')}
                  </Button>
                </div>
              ) : (
                <span className="text-muted-foreground">{format.date(r.resolved_at)}</span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
