import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { useAdminHealth } from '../api/admin-api';

/** The admin header's system state, read from the API's and the database's health (GET /api/admin/health). */
export function HealthBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const health = useAdminHealth();
  const failed = health.isError || (health.data !== undefined && health.data.status !== 'ok');
  const text = health.isPending ? t('admin.systemChecking') : failed ? t('admin.systemProblem') : t('admin.systemOnline');
  return (
    <Badge role="status" tone={health.isPending ? 'neutral' : failed ? 'danger' : 'success'} className={className}>
      {text}
    </Badge>
  );
}
