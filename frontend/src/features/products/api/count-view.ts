import { useEffect } from 'react';
import { api } from '@/lib/api-client';

/** Listings this tab already counted: the server keeps one view per visitor per day anyway, this spares the requests. */
const counted = new Set<string>();

/**
 * POST /api/products/:id/view once the listing is shown to someone other than its owner (issue 28).
 * A beacon apart from the read, so the detail read stays cached and shared, and a page drawn by
 * the server or a preload counts nothing; `keepalive` lets it finish if the reader leaves at once.
 * A failure is silent: a view lost is not worth an error on the reader's screen.
 */
export function useCountView(productId: string, isOwner: boolean) {
  useEffect(() => {
    if (isOwner || counted.has(productId)) return;
    counted.add(productId);
    void api.post(`/products/${encodeURIComponent(productId)}/view`, undefined, { keepalive: true }).catch(() => counted.delete(productId));
  }, [productId, isOwner]);
}
