import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@souk/domain';
import { api } from '@/lib/api-client';
import { actionKeys } from '@/lib/action-key';
import { useStartSession } from '@/lib/auth';
import type { AuthResponse } from './sign-in';

export const signUp = (input: SignUpInput, idempotencyKey?: string) => api.post<AuthResponse>('/auth/signup', input, { idempotencyKey });

export function useSignUp() {
  const startSession = useStartSession();
  const [keys] = useState(actionKeys);
  return useMutation({
    mutationFn: (input: SignUpInput) => signUp(input, keys.keyFor(input)),
    onSuccess: ({ token, user }) => {
      keys.done();
      startSession(token, user);
    },
  });
}
