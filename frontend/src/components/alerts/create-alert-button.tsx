import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BellRing } from '@/components/icons';
import { proposeSavedSearchName, type ProductFilters, type ProductListParams } from '@souk/domain';
import { alertFilters, useCreateSavedSearch } from '@/api/saved-searches/saved-searches';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { toLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';

/** A visitor's alert, kept while they sign in and saved when they land back (one per tab). */
const PENDING_KEY = 'souk.pendingAlert';

function readPending(): ProductFilters | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as ProductFilters) : null;
  } catch {
    return null;
  }
}

/** 'Créer une alerte': saves the current search (its filters and words) under a name proposed from them. */
export function CreateAlertButton({ query, size = 'md' }: { query: ProductListParams; size?: 'sm' | 'md' }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateSavedSearch();
  const filters = alertFilters(query);
  const empty = Object.keys(filters).length === 0;
  const language = toLanguage(i18n.language);
  const resumed = useRef(false);

  const save = (chosen: ProductFilters) =>
    create.mutate(
      { filters: chosen, name: proposeSavedSearchName(chosen, language) },
      {
        onSuccess: () =>
          toast.success(t('alerts.created'), { action: { label: t('alerts.myAlerts'), onClick: () => navigate(paths.alerts.getHref()) } }),
        onError: (error) => toast.error(t('alerts.createFailed'), { description: errorText(error, t('alerts.createFailed')) }),
      },
    );

  useEffect(() => {
    if (!user || resumed.current) return;
    const pending = readPending();
    if (!pending) return;
    resumed.current = true;
    sessionStorage.removeItem(PENDING_KEY);
    save(pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const onClick = () => {
    if (!user) {
      sessionStorage.setItem(PENDING_KEY, JSON.stringify(filters));
      toast.info(t('alerts.signInFirst'));
      navigate(paths.auth.getHref(), { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    save(filters);
  };

  return (
    <Button variant="outline" size={size} onClick={onClick} disabled={empty || create.isPending} title={empty ? t('alerts.needFilter') : undefined}>
      <BellRing aria-hidden className="h-4 w-4" />
      {t('alerts.create')}
    </Button>
  );
}
