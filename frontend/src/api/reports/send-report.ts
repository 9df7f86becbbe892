import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@souk/domain';
import { api } from '@/lib/api-client';

/** POST /api/products/:id/report or /api/reviews/:id/report: `path` is the report's endpoint under /api. */
export const useSendReport = (path: string) => useMutation({ mutationFn: (input: ReportInput) => api.post(path, input) });
