import { Flag } from '@/components/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { withAllWords } from '@/lib/i18n';
import type { ReportTarget } from './report-dialog';

const loadDialog = withAllWords(() => import('./report-dialog'));
const ReportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportDialog })));

type ReportButtonProps = ReportTarget & {
  /** Where signing in comes back to. */
  returnTo: string;
};

/**
 * 'Signaler l'annonce' / 'Signaler l'avis': a reason (arnaque, contenu interdit, doublon, déjà vendu,
 * autre) and an optional detail, into the admins' reports queue; one report per user and target.
 * The form (report-dialog.tsx) loads on the first click, hover or focus: every listing page shows
 * the button, few visitors use it, and its code cost a phone a long task on each listing's load.
 */
export function ReportButton({ path, returnTo, kind }: ReportButtonProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays the dialog's own exit.
  const [used, setUsed] = useState(false);

  const start = () => {
    if (!user) {
      toast.error(t('report.loginRequired'));
      navigate(paths.auth.getHref(), { state: { from: returnTo } });
      return;
    }
    setUsed(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-muted-foreground"
        onClick={start}
        onPointerEnter={() => void (user && loadDialog())}
        onFocus={() => void (user && loadDialog())}
      >
        <Flag aria-hidden className="h-4 w-4" />
        {t(kind === 'review' ? 'report.reviewButton' : 'report.button')}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ReportDialog path={path} kind={kind} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
