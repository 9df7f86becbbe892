import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SiteInfo = { demo: boolean; demoAdmin: { email: string; password: string } | null };

/** GET /api/site-info: the demo admin account exists only while demo data is seeded. */
export const useSiteInfo = () =>
  useQuery({
    queryKey: ['site-info'],
    queryFn: () => api.get<{ data: SiteInfo }>('/site-info').then((r) => r.data),
    staleTime: Infinity,
  });
