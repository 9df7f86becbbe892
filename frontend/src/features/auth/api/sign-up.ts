import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@souk/domain';
import { api } from '@/lib/api-client';
import { useStartSession } from '@/lib/auth';
import type { AuthResponse } from './sign-in';

export const signUp = (input: SignUpInput) => api.post<AuthResponse>('/auth/signup', input);

export function useSignUp() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ token, user }) => startSession(token, user),
  });
}
