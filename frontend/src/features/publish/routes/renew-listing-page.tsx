import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { RefreshCw } from '@/components/icons';
import { renewWithToken } from '@/api/products/listing-lifecycle';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';
import { codeText } from '@/lib/message-text';
import { useTranslation } from '@/lib/use-translation';

/**
 * /annonces/renouveler?token=…: a reminder e-mail's 'Renouveler' link renews the listing without
 * signing in; a second click says the link has already served (the server's 409, in fr or ar).
 */
export function RenewListingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const renew = useMutation({ mutationFn: () => renewWithToken(token) });
  const sent = useRef(false);
  useDocumentTitle(t('lifecycle.renewTitle'));

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    renew.mutate();
  }, [renew]);

  return (
    <div className="container max-w-xl py-10">
      <div className="flex flex-col items-center gap-4 rounded-lg border bg-card p-8 text-center">
        <RefreshCw aria-hidden className="h-10 w-10 text-muted-foreground" />
        <h1 className="text-xl font-bold">{t('lifecycle.renewTitle')}</h1>
        {renew.isPending || renew.isIdle ? (
          <Spinner label={t('common.loading')} />
        ) : renew.isError ? (
          <p role="alert">{errorText(renew.error, t('lifecycle.renewFailed'))}</p>
        ) : (
          <>
            <p role="status">{codeText(renew.data.code) ?? renew.data.message}</p>
            <p className="font-semibold" dir="auto">
              {renew.data.data.title}
            </p>
            <Button asChild>
              <Link to={paths.product.getHref(renew.data.data.id)}>{t('lifecycle.seeListing')}</Link>
            </Button>
          </>
        )}
        <Button asChild variant="outline">
          <Link to={paths.profile.getHref()}>{t('myListings.title')}</Link>
        </Button>
      </div>
    </div>
  );
}
