import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@souk/domain';
import { api } from '@/lib/api-client';

/** 'Renvoyer': a fresh confirmation link (the previous one stops working); at most one a minute. */
export const resendConfirmation = () => api.post<MessageAnswer<{ sent: true }>>('/auth/resend-confirmation');

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
