import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The 404 screen: an unknown path, or a two-segment path that names no category × governorate page. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle('404');
  return (
    <section className="container flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-xl font-semibold">{t('messages.pageNotFound')}</h1>
      <Button asChild>
        <Link to={paths.home.getHref()}>{t('notFound.backHome')}</Link>
      </Button>
    </section>
  );
}
