import { Store } from '@/components/icons';
import { Trans } from 'react-i18next';
import { useTranslation } from '@/lib/use-translation';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LanguageToggle } from '@/components/language-toggle';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

/** Only same-site paths are followed after signing in (no open redirect). */
function safeRedirect(from: unknown): string {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(paths.auth.path)
    ? from
    : paths.home.getHref();
}

/** /auth (SPEC 2.4): sign-in and sign-up tabs, language toggle, terms notice. */
export function AuthPage() {
  const { t, i18n } = useTranslation();
  const { data: user, isPending } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const target = safeRedirect((location.state as { from?: unknown } | null)?.from);
  useDocumentTitle(t('auth.title'));

  const done = () => navigate(target, { replace: true });

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
        {isPending ? (
          <Spinner label={t('common.loading')} />
        ) : user ? (
          // A signed-in visitor has nothing to do here (SPEC 2.1); just after signing in this is the way on.
          <Navigate to={target} replace />
        ) : (
          <div className="w-full max-w-md space-y-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
            <div className="space-y-1 text-center">
              <h1 className="text-2xl font-bold">{t('auth.title')}</h1>
              <p className="text-sm text-muted-foreground">{t('auth.subtitle')}</p>
            </div>
            <Tabs defaultValue="signin" dir={i18n.dir()}>
              <TabsList>
                <TabsTrigger value="signin">{t('auth.signInTab')}</TabsTrigger>
                <TabsTrigger value="signup">{t('auth.signUpTab')}</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm onSuccess={done} />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm onSuccess={done} />
              </TabsContent>
            </Tabs>
            <p className="text-center text-xs text-muted-foreground">
              <Trans
                i18nKey="auth.terms"
                components={{
                  terms: <Link to={paths.terms.getHref()} className="underline underline-offset-2 hover:text-foreground" />,
                  privacy: <Link to={paths.privacy.getHref()} className="underline underline-offset-2 hover:text-foreground" />,
                }}
              />
            </p>
          </div>
        )}
      </main>
    </div>
  );
}
