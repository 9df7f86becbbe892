import { api } from '@/lib/api-client';

// Fire-and-forget: a lost impression or click count must never disturb the page.
// `keepalive` lets the click request finish while the browser opens the advertiser's tab.
export function recordImpression(id: string) {
  return api
    .post<{ ok: boolean }>(`/advertisements/${encodeURIComponent(id)}/impression`, undefined, { keepalive: true })
    .catch(() => undefined);
}

export function recordClick(id: string) {
  return api
    .post<{ target_url: string }>(`/advertisements/${encodeURIComponent(id)}/click`, undefined, { keepalive: true })
    .catch(() => undefined);
}
