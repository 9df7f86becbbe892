import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@souk/domain';
import { api } from '@/lib/api-client';
import { useStartSession } from '@/lib/auth';
import type { SessionUser } from '@souk/domain';

export type AuthResponse = { token: string; user: SessionUser };

export const signIn = (input: SignInInput) => api.post<AuthResponse>('/auth/signin', input);

export function useSignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ token, user }) => startSession(token, user),
  });
}
