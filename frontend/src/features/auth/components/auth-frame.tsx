import { Store } from '@/components/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { LanguageToggle } from '@/components/language-toggle';
import { paths } from '@/config/paths';

/** The /auth screens' frame: logo home, language toggle, one card. */
export function AuthFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <header className="container flex h-16 items-center justify-between">
        <Link to={paths.home.getHref()} className="flex items-center gap-2 rounded-md text-xl font-extrabold text-primary">
          <Store aria-hidden className="h-6 w-6" />
          {t('app.name')}
        </Link>
        <LanguageToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <div className="w-full max-w-md space-y-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
          <div className="space-y-1 text-center">
            <h1 className="text-2xl font-bold">{title}</h1>
            {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
