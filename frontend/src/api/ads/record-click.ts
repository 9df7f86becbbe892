import { api } from '@/lib/api-client';

// Fire-and-forget; `keepalive` lets the request finish while the browser opens the advertiser's tab.
export function recordClick(id: string) {
  return api
    .post<{ target_url: string }>(`/advertisements/${encodeURIComponent(id)}/click`, undefined, { keepalive: true })
    .catch(() => undefined);
}
