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
import { useReportProduct } from '../api/report-product';

/** 'Signaler l'annonce': a reason (arnaque, contenu interdit, doublon, déjà vendu, autre) and an optional detail; one report per user and listing. */
export function ReportListing({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const report = useReportProduct(productId);

  const start = () => {
    if (!user) {
      toast.error(t('report.loginRequired'));
      navigate(paths.auth.getHref(), { state: { from: paths.product.getHref(productId) } });
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
            toast.info(t('messages.reportAlreadySent'));
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
        {t('report.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('report.title')} description={t('report.description')}>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('report.reason')}</legend>
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-md border p-2 text-sm has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {i18n.language === 'ar' ? REPORT_REASON_LABELS[value].ar : REPORT_REASON_LABELS[value].fr}
              </label>
            ))}
          </fieldset>
          <div className="space-y-1.5">
            <label htmlFor="report-details" className="text-sm font-medium">
              {t('report.details')}
            </label>
            <Textarea
              id="report-details"
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
