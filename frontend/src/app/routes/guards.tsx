// Access to a route is declared in the router (app/router.tsx) by nesting it under one of these layouts.
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useIsLeaving } from '@/hooks/use-search-params-writer';
import { isAdmin, useSignedOutOnPurpose, useUser } from '@/lib/auth';

function CheckingSession() {
  const { t } = useTranslation();
  return <Spinner label={t('messages.checkingAuth')} className="min-h-[50vh]" />;
}

function SignInFirst({ from }: { from: string }) {
  // Someone who just signed out (or deleted the account) here is going home, not to the sign-in form.
  const leaving = useSignedOutOnPurpose();
  if (leaving) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <>
      <CheckingSession />
      <Navigate to={paths.auth.getHref()} replace state={{ from }} />
    </>
  );
}

/** Login guard (SPEC 2.1): 'Vérification de l'authentification...' then /auth for visitors. */
export function ProtectedRoute() {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <CheckingSession />;
  if (!user) return <SignInFirst from={location.pathname + location.search} />;
  return <Outlet />;
}

/** How long a non-admin reads the refusal before being sent home. */
export const ADMIN_DENIED_REDIRECT_MS = 4000;

function AccessDenied() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLeaving = useIsLeaving();
  const timer = useRef<number>();
  useEffect(() => {
    // Unless the user already chose another page: a late redirect must not cancel their navigation.
    timer.current = window.setTimeout(() => {
      if (!isLeaving()) navigate(paths.home.getHref(), { replace: true });
    }, ADMIN_DENIED_REDIRECT_MS);
    return () => window.clearTimeout(timer.current);
  }, [isLeaving, navigate]);
  return (
    <section className="container flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-destructive">{t('messages.accessDenied')}</h1>
      <p role="alert" className="max-w-md text-muted-foreground">
        {t('messages.accessDeniedText')}
      </p>
      <Button onClick={() => navigate(paths.home.getHref(), { replace: true })}>{t('guards.backHome')}</Button>
    </section>
  );
}

/** Admin guard (SPEC 2.1); the server enforces the same rule on every admin endpoint. */
export function AdminRoute() {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <CheckingSession />;
  if (!user) return <SignInFirst from={location.pathname + location.search} />;
  return isAdmin(user) ? <Outlet /> : <AccessDenied />;
}
