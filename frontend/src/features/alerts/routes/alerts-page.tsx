import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BellRing, Pencil, Trash2 } from '@/components/icons';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX, savedSearchChips, savedSearchParams, type ApiSavedSearch, type SavedSearchFrequency } from '@souk/domain';
import { useDeleteSavedSearch, useMarkSavedSearchSeen, useSavedSearches, useUpdateSavedSearch } from '@/api/saved-searches/saved-searches';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';
import { toLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';

function AlertItem({ alert }: { alert: ApiSavedSearch }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const seen = useMarkSavedSearchSeen();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(alert.name);
  const failed = (error: unknown) => toast.error(t('alerts.saveFailed'), { description: errorText(error, t('alerts.saveFailed')) });
  const results = `${paths.products.getHref()}?${new URLSearchParams(savedSearchParams(alert.filters)).toString()}`;
  const headingId = `alert-${alert.id}`;

  const rename = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: alert.id, name: name.trim() }, { onSuccess: () => setRenaming(false), onError: failed });
  };

  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        {renaming ? (
          <form onSubmit={rename} className="flex flex-1 flex-wrap items-center gap-2">
            <label htmlFor={`${headingId}-name`} className="sr-only">
              {t('alerts.nameLabel')}
            </label>
            <Input id={`${headingId}-name`} value={name} maxLength={SAVED_SEARCH_NAME_MAX} onChange={(e) => setName(e.target.value)} className="max-w-sm" autoFocus />
            <Button type="submit" size="sm" disabled={update.isPending || name.trim() === ''}>
              {t('alerts.saveName')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
              {t('alerts.cancel')}
            </Button>
          </form>
        ) : (
          <h2 id={headingId} className="flex-1 text-lg font-semibold">
            {alert.name}
          </h2>
        )}
        {alert.new_count > 0 ? <Badge>{t('alerts.newCount', { count: alert.new_count })}</Badge> : null}
      </div>
      <ul aria-label={t('alerts.filters')} className="flex flex-wrap gap-2">
        {savedSearchChips(alert.filters, language).map((chip) => (
          <li key={chip} className="rounded-full bg-muted px-3 py-1 text-sm">
            {chip}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild size="sm">
          <Link to={results} onClick={() => seen.mutate(alert.id)}>
            {t('alerts.seeResults')}
          </Link>
        </Button>
        <label className="flex items-center gap-2 text-sm">
          {t('alerts.frequency')}
          <select
            className="rounded-md border bg-background px-2 py-1"
            value={alert.frequency}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: alert.id, frequency: e.target.value as SavedSearchFrequency }, { onError: failed })}
          >
            {SAVED_SEARCH_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`alerts.frequencies.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" variant="ghost" onClick={() => setRenaming(true)} aria-label={t('alerts.renameLabel', { name: alert.name })}>
          <Pencil aria-hidden className="h-4 w-4" />
          {t('alerts.rename')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={remove.isPending}
          aria-label={t('alerts.deleteLabel', { name: alert.name })}
          onClick={() => remove.mutate(alert.id, { onSuccess: () => toast.success(t('alerts.deleted')), onError: failed })}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('alerts.delete')}
        </Button>
      </div>
    </li>
  );
}

/** /alertes: 'Mes alertes', the saved searches with their new matches. */
export function AlertsPage() {
  const { t } = useTranslation();
  const alerts = useSavedSearches();
  useDocumentTitle(t('alerts.title'));

  return (
    <div className="container max-w-3xl space-y-5 py-6">
      <h1 className="text-2xl font-bold">{t('alerts.title')}</h1>
      <p className="text-muted-foreground">{t('alerts.intro')}</p>
      {alerts.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : alerts.isError ? (
        <div role="alert" className="space-y-3 rounded-lg border p-4">
          <p>{errorText(alerts.error, t('alerts.loadFailed'))}</p>
          <Button variant="outline" onClick={() => void alerts.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : alerts.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border p-8 text-center">
          <BellRing aria-hidden className="h-10 w-10 text-muted-foreground" />
          <p className="text-lg font-medium">{t('alerts.empty')}</p>
          <Button asChild>
            <Link to={paths.products.getHref()}>{t('alerts.browse')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="space-y-4">
          {alerts.data.map((alert) => (
            <AlertItem key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </div>
  );
}
