// Categories are data (ARCHITECTURE decision 11): every screen reads GET /api/categories, cached
// by TanStack Query. Until the answer arrives (or if it fails) the built-in taxonomy stands in, so
// chips and filters never flash empty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CATEGORIES, TIMINGS, type ApiCategory } from '@souk/domain';
import { api } from '@/lib/api-client';

export const categoriesQueryKey = ['categories'] as const;

const BUILT_IN: ApiCategory[] = CATEGORIES.map((c) => ({
  id: c.slug,
  slug: c.slug,
  name: c.name,
  name_ar: c.name_ar,
  description: null,
  kind: c.kind,
  color: c.color,
  icon: c.icon,
  product_count: 0,
  created_at: null,
}));

const BUILT_IN_SLUGS = new Set<string>(CATEGORIES.map((c) => c.slug));

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => api.get<{ data: ApiCategory[] }>('/categories', { signal }).then((r) => r.data),
    staleTime: TIMINGS.staleTime.default,
  });

/** Every category (French names in `name`, Arabic in `name_ar`); the built-in list while loading. */
export function useCategories() {
  const query = useQuery(categoriesQueryOptions());
  const lookups = useMemo(() => {
    const categories = query.data ?? BUILT_IN;
    const index = new Map(categories.map((c) => [c.slug, c]));
    return {
      categories,
      bySlug: (slug: string | null | undefined) => (slug ? (index.get(slug) ?? null) : null),
      /** Categories added by admins or editors (not in the built-in taxonomy): every screen's subset shows them too. */
      added: categories.filter((c) => !BUILT_IN_SLUGS.has(c.slug)),
    };
  }, [query.data]);
  return { ...query, ...lookups };
}
