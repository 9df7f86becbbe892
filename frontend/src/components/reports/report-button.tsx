import { Flag } from '@/components/icons';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { useSendReport } from '@/api/reports/send-report';

type ReportButtonProps = {
  /** The report's endpoint under /api (`/products/:id/report`, `/reviews/:id/report`). */
  path: string;
  /** Where signing in comes back to. */
  returnTo: string;
  /** 'listing': 'Signaler l'annonce'; 'review': 'Signaler l'avis'. */
  kind: 'listing' | 'review';
};

/**
 * 'Signaler l'annonce' / 'Signaler l'avis': a reason (arnaque, contenu interdit, doublon, déjà vendu,
 * autre) and an optional detail, into the admins' reports queue; one report per user and target.
 */
export function ReportButton({ path, returnTo, kind }: ReportButtonProps) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const report = useSendReport(path);

  const start = () => {
    if (!user) {
      toast.error(t('report.loginRequired'));
      navigate(paths.auth.getHref(), { state: { from: returnTo } });
      return;
    }
    setOpen(true);
  };

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
    <>
      <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={start}>
        <Flag aria-hidden className="h-4 w-4" />
        {t(kind === 'review' ? 'report.reviewButton' : 'report.button')}
      </Button>
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
    </>
  );
}
