import { api } from '@/lib/api-client';

// Fire-and-forget: a lost impression must never disturb the page.
export function recordImpression(id: string) {
  return api
    .post<{ ok: boolean }>(`/advertisements/${encodeURIComponent(id)}/impression`, undefined, { keepalive: true })
    .catch(() => undefined);
}
