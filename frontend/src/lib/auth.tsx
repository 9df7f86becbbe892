// Session state: the signed-in user is the cached answer of GET /api/profile (null when signed out).
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { api, onSessionExpired } from '@/lib/api-client';
import { authToken } from '@/lib/auth-token';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TIMINGS } from '@souk/domain';
import type { SessionUser } from '@/types/api';

/** Queries whose answer depends on who is signed in start with this key, so a session change drops them. */
export const USER_SCOPED_KEY = 'me';
export const sessionQueryKey = [USER_SCOPED_KEY, 'session'] as const;

type ProfileResponse = {
  data: { user_id: string; email: string; display_name: string | null; role: SessionUser['role']; email_confirmed?: boolean };
};

/**
 * Forgets what was cached for the previous user (liked status, notifications). The session query
 * itself is kept and overwritten instead: removing it while it loads would cancel it and leave its
 * observers waiting forever.
 */
function forgetUserData(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: [USER_SCOPED_KEY], predicate: (query) => query.queryKey[1] !== sessionQueryKey[1] });
}

export async function getSessionUser(): Promise<SessionUser | null> {
  if (!authToken.get()) return null;
  try {
    const { data } = await api.get<ProfileResponse>('/profile');
    return { id: data.user_id, email: data.email, display_name: data.display_name ?? '', role: data.role, email_confirmed: data.email_confirmed };
  } catch {
    // SPEC 4: a stored token that no longer yields a profile is dropped and the visitor is signed out.
    authToken.clear();
    return null;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSessionUser,
    staleTime: TIMINGS.staleTime.profile,
    retry: false,
  });

export function useUser() {
  return useQuery(sessionQueryOptions());
}

/** The signed-in user, or null (also while the session is still loading). */
export function useCurrentUser(): SessionUser | null {
  return useUser().data ?? null;
}

export const isAdmin = (user: SessionUser | null | undefined) => user?.role === 'admin';

/** A signed-in user whose address still waits for its confirmation link. */
export const awaitsEmailConfirmation = (user: SessionUser | null | undefined) => Boolean(user) && user?.email_confirmed === false;

/** Stores a new session (after sign-in) and forgets everything cached for the previous user. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (token: string, user: SessionUser) => {
    authToken.set(token);
    forgetUserData(queryClient);
    queryClient.setQueryData(sessionQueryKey, user);
  };
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return () => {
    // Sign-out is local (SPEC 4): the server keeps no session to end.
    authToken.clear();
    forgetUserData(queryClient);
    queryClient.setQueryData(sessionQueryKey, null);
    toast.success(t('messages.signedOut'));
    navigate(paths.home.getHref());
  };
}

/** Reacts to a 401 seen by the api-client: drop the cached user and say why once. */
export function useSessionExpiryHandler() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(
    () =>
      onSessionExpired(() => {
        forgetUserData(queryClient);
        queryClient.setQueryData(sessionQueryKey, null);
        toast.error(t('messages.sessionExpired'), { id: 'session-expired' });
      }),
    [queryClient, t],
  );
}

function CheckingSession() {
  const { t } = useTranslation();
  return <Spinner label={t('messages.checkingAuth')} className="min-h-[50vh]" />;
}

/** Login guard (SPEC 2.1): 'Vérification de l'authentification...' then /auth for visitors. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <CheckingSession />;
  if (!user) {
    return (
      <>
        <CheckingSession />
        <Navigate to={paths.auth.getHref()} replace state={{ from: location.pathname + location.search }} />
      </>
    );
  }
  return <>{children}</>;
}

/** How long a non-admin reads the refusal before being sent home. */
export const ADMIN_DENIED_REDIRECT_MS = 4000;

function AccessDenied() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timer = useRef<number>();
  useEffect(() => {
    timer.current = window.setTimeout(() => navigate(paths.home.getHref(), { replace: true }), ADMIN_DENIED_REDIRECT_MS);
    return () => window.clearTimeout(timer.current);
  }, [navigate]);
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
export function AdminRoute({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return <ProtectedRoute>{isAdmin(user) ? children : <AccessDenied />}</ProtectedRoute>;
}
