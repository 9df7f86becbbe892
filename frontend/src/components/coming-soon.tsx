import { Construction } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** An honest placeholder for a screen that a later release delivers. */
export function ComingSoon({ title, headingLevel = 1 }: { title: string; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="container flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <Construction aria-hidden className="h-12 w-12 text-muted-foreground" />
      <Heading className="text-2xl font-bold">{title}</Heading>
      <p className="text-muted-foreground">{t('common.comingSoon')}</p>
      {headingLevel === 1 ? (
        <Button variant="outline" asChild>
          <Link to={paths.home.getHref()}>{t('common.backHome')}</Link>
        </Button>
      ) : null}
    </section>
  );
}

export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <ComingSoon title={title} />;
}
