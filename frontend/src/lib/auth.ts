// Session state: the signed-in user is the cached answer of GET /api/profile (null when signed out).
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { api, onSessionExpired } from '@/lib/api-client';
import { authToken } from '@/lib/auth-token';
import { TIMINGS, type SessionUser } from '@souk/domain';

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

/** Set while the user has just signed out (or deleted the account) on purpose, until the next sign-in. */
const signedOutOnPurposeKey = ['signed-out-on-purpose'] as const;

/** Stores a new session (after sign-in) and forgets everything cached for the previous user. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (token: string, user: SessionUser) => {
    authToken.set(token);
    forgetUserData(queryClient);
    queryClient.setQueryData(signedOutOnPurposeKey, false);
    queryClient.setQueryData(sessionQueryKey, user);
  };
}

/**
 * Ends the session in this browser on the user's request (sign-out, account deleted). The login
 * guard of the page being left then sends home rather than to /auth.
 */
export function endSession(queryClient: QueryClient) {
  authToken.clear();
  forgetUserData(queryClient);
  queryClient.setQueryData(signedOutOnPurposeKey, true);
  queryClient.setQueryData(sessionQueryKey, null);
}

/** Whether the session was just ended on purpose (see endSession). */
export function useSignedOutOnPurpose(): boolean {
  return useQueryClient().getQueryData<boolean>(signedOutOnPurposeKey) === true;
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async () => {
    // The server ends this device's session first (its token and refresh cookie stop working);
    // the site signs out whatever the answer (offline, or the session was already over).
    await api.post('/auth/signout', undefined, { quiet: true }).catch(() => undefined);
    endSession(queryClient);
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
