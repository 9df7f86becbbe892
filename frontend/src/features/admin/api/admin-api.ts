// The admin space's endpoints (docs/API.md "Admin"): real data, enforced by the server (ARCHITECTURE decision 2).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdPerformance,
  AdminCategoryInput,
  AdminProductListParams,
  AdminUserListParams,
  ApiReport,
  AdminProductInput,
  AdminUserCreateInput,
  AdminUserUpdateInput,
  ApiCategory,
  ReportAction,
} from '@souk/domain';
import { categoriesQueryKey } from '@/hooks/use-categories';
import { api } from '@/lib/api-client';
import type { AdminHealth, AdminStats, AdminUser, ApiProduct as Product, Collection, MonthChange, Single } from '@souk/domain';

export type { AdminStats, AdminUser, MonthChange };

export const adminKey = ['me', 'admin'] as const;

export type AdminProduct = Product & { is_hidden: boolean };

export type AdminReport = ApiReport;
export type BannerFigures = AdPerformance;

export type AdminProductFilters = AdminProductListParams;
export type AdminUserFilters = AdminUserListParams;

const clean = (o: Record<string, string | number | boolean | undefined>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'));

export const adminStatsQuery = () =>
  queryOptions({ queryKey: [...adminKey, 'stats'], queryFn: () => api.get<AdminStats>('/admin/stats') });

export const useAdminStats = () => useQuery(adminStatsQuery());

/** The header badge: asked again every minute while the page is open, never retried into a false 'online'. */
export const ADMIN_HEALTH_INTERVAL_MS = 60_000;
export const useAdminHealth = () =>
  useQuery({
    queryKey: [...adminKey, 'health'],
    queryFn: ({ signal }) => api.get<AdminHealth>('/admin/health', { signal }),
    refetchInterval: ADMIN_HEALTH_INTERVAL_MS,
    retry: false,
  });

export const useAdminProducts = (filters: AdminProductFilters) =>
  useQuery({
    queryKey: [...adminKey, 'products', clean(filters)],
    queryFn: ({ signal }) => api.get<Collection<AdminProduct>>('/admin/products', { params: clean(filters), signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminCategories = () =>
  useQuery({
    queryKey: [...adminKey, 'categories'],
    queryFn: () => api.get<{ data: ApiCategory[] }>('/admin/categories').then((r) => r.data),
  });

export const useAdminUsers = (filters: AdminUserFilters) =>
  useQuery({
    queryKey: [...adminKey, 'users', clean(filters)],
    queryFn: ({ signal }) => api.get<Collection<AdminUser>>('/admin/users', { params: clean(filters), signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminReports = (status: string) =>
  useQuery({
    queryKey: [...adminKey, 'reports', status],
    queryFn: () => api.get<Collection<AdminReport>>('/admin/reports', { params: { status, pageSize: 100 } }),
  });

export const useBannerFigures = () =>
  useQuery({
    queryKey: [...adminKey, 'banners'],
    queryFn: () => api.get<{ data: BannerFigures[] }>('/admin/advertisements/stats').then((r) => r.data),
  });

/** After any admin write, every admin list, the site's product lists and the category list are refreshed. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKey }),
      queryClient.invalidateQueries({ queryKey: ['products'] }),
      queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
    ]);
}

function useAdminMutation<V, R>(run: (variables: V) => Promise<R>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: run, onSuccess: () => refresh() });
}

export const useSaveCategory = () =>
  useAdminMutation(({ id, input }: { id?: string; input: AdminCategoryInput }) =>
    id
      ? api.put<Single<ApiCategory>>(`/admin/categories/${id}`, input)
      : api.post<Single<ApiCategory>>('/admin/categories', input),
  );
export const useDeleteCategory = () => useAdminMutation((id: string) => api.delete(`/admin/categories/${id}`));

export const useSaveProduct = () =>
  useAdminMutation(({ id, input }: { id?: string; input: AdminProductInput }) =>
    id ? api.put<Single<AdminProduct>>(`/admin/products/${id}`, input) : api.post<Single<AdminProduct>>('/admin/products', input),
  );
export const useDeleteProduct = () => useAdminMutation((id: string) => api.delete(`/admin/products/${id}`));
export const usePromoteProduct = () => useAdminMutation((id: string) => api.post(`/products/${id}/promote`));

export const useSaveUser = () =>
  useAdminMutation((v: { id: string; input: AdminUserUpdateInput } | { id?: undefined; input: AdminUserCreateInput }) =>
    v.id ? api.put<Single<AdminUser>>(`/admin/users/${v.id}`, v.input) : api.post<Single<AdminUser>>('/admin/users', v.input),
  );
export const useDeleteUser = () => useAdminMutation((id: string) => api.delete(`/admin/users/${id}`));

export const useResolveReport = () =>
  useAdminMutation(({ id, action }: { id: string; action: ReportAction }) =>
    api.post<Single<AdminReport>>(`/admin/reports/${id}/resolve`, { action }),
  );
