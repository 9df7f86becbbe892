import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@souk/domain';
import { api } from '@/lib/api-client';

/** POST /api/products/:id/report */
export const useReportProduct = (productId: string) =>
  useMutation({ mutationFn: (input: ReportInput) => api.post(`/products/${encodeURIComponent(productId)}/report`, input) });
