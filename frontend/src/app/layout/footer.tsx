import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { LanguageToggle } from '@/components/language-toggle';
import { paths } from '@/config/paths';
import { CONTACT_EMAIL } from '@/config/contact';

const linkClass = 'rounded-sm hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Site footer: about, terms, privacy, contact and the language switch; clears the phone's bottom bar. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer aria-label={t('footer.label')} className="mt-8 border-t bg-muted/40 pb-20 md:pb-0">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to={paths.about.getHref()} className={linkClass}>
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()} className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()} className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
                {t('footer.contact')}
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex items-center justify-between gap-4 md:justify-end">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <LanguageToggle />
        </div>
      </div>
    </footer>
  );
}
