import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { BellOff } from '@/components/icons';
import type { MessageParams } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { codeText } from '@/lib/message-text';
import { useTranslation } from '@/lib/use-translation';

type StopAnswer = { message: string; code: string; params: MessageParams };

/** /alertes/desabonnement?token=…: a digest's stop link turns that alert's e-mail off, without signing in. */
export function AlertStopPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useMutation({ mutationFn: () => api.post<StopAnswer>('/saved-searches/unsubscribe', { token }) });
  const sent = useRef(false);
  useDocumentTitle(t('alerts.stopTitle'));

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    stop.mutate();
  }, [stop]);

  return (
    <div className="container max-w-xl py-10">
      <div className="flex flex-col items-center gap-4 rounded-lg border bg-card p-8 text-center">
        <BellOff aria-hidden className="h-10 w-10 text-muted-foreground" />
        <h1 className="text-xl font-bold">{t('alerts.stopTitle')}</h1>
        {stop.isPending || stop.isIdle ? (
          <Spinner label={t('common.loading')} />
        ) : stop.isError ? (
          <p role="alert">{errorText(stop.error, t('alerts.stopFailed'))}</p>
        ) : (
          <p role="status">{codeText(stop.data.code, stop.data.params) ?? stop.data.message}</p>
        )}
        <Button asChild variant="outline">
          <Link to={paths.alerts.getHref()}>{t('alerts.myAlerts')}</Link>
        </Button>
      </div>
    </div>
  );
}
