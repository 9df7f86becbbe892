import { queryOptions, useQuery } from '@tanstack/react-query';
import { PREVIEW_PARAM, type ApiAdvertisement } from '@souk/domain';
import { api } from '@/lib/api-client';

/**
 * The studio's banner preview: a page opened with `?apercu=<token>` (signed by the server for one
 * banner, 15 minutes) shows that banner's draft in its slot. Read from the address once per page.
 */
export function previewTokenOfPage(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(PREVIEW_PARAM);
}

export const getPreviewAdvertisement = (token: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ data: ApiAdvertisement }>('/advertisements/preview', { params: { token }, signal });

export const getPreviewAdvertisementQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['advertisements', 'preview', token],
    queryFn: ({ signal }) => getPreviewAdvertisement(token!, { signal }),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });

export function usePreviewAdvertisement(token: string | null) {
  return useQuery(getPreviewAdvertisementQueryOptions(token));
}
