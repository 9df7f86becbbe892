import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useSendReport } from '@/api/reports/send-report';

/** What is reported: the report's endpoint under /api, and whether it is a listing or a review. */
export type ReportTarget = {
  /** `/products/:id/report`, `/reviews/:id/report`. */
  path: string;
  /** 'listing': 'Signaler l'annonce'; 'review': 'Signaler l'avis'. */
  kind: 'listing' | 'review';
};

type ReportDialogProps = ReportTarget & { open: boolean; setOpen: (open: boolean) => void };

/**
 * The report form (a reason, an optional detail), loaded on the first click of ReportButton: code
 * that every listing's page showed and few of its visitors use.
 */
export function ReportDialog({ path, kind, open, setOpen }: ReportDialogProps) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const report = useSendReport(path);

  const submit = () => {
    if (!reason) return;
    report.mutate(
      { reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('messages.reportSent'));
          setOpen(false);
          setReason(null);
          setDetails('');
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            toast.info(t(kind === 'review' ? 'messages.reviewReportAlreadySent' : 'messages.reportAlreadySent'));
            setOpen(false);
          } else toast.error(t('messages.errorTitle'), { description: errorText(error, t('report.failed')) });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        title={t(kind === 'review' ? 'report.reviewTitle' : 'report.title')}
        description={t(kind === 'review' ? 'report.reviewDescription' : 'report.description')}
      >
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('report.reason')}</legend>
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md border p-2 text-sm has-[:checked]:border-primary"
            >
              <input
                type="radio"
                name={`report-reason-${kind}`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {i18n.language === 'ar' ? REPORT_REASON_LABELS[value].ar : REPORT_REASON_LABELS[value].fr}
            </label>
          ))}
        </fieldset>
        <div className="space-y-1.5">
          <label htmlFor={`report-details-${path}`} className="text-sm font-medium">
            {t('report.details')}
          </label>
          <Textarea
            id={`report-details-${path}`}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            dir="auto"
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('report.cancel')}
          </Button>
          <Button variant="destructive" disabled={!reason || report.isPending} onClick={submit}>
            {t('report.send')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
