import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@souk/domain';
import { productLikedQueryKey } from '@/api/products/get-product-liked';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/react-query';
import { useCachedQueryData } from './use-cached-query-data';
import { useLikeAction } from './use-like-action';

const buyer = { id: 'buyer-1', email: 'buyer@souk.tn', display_name: 'Amel', role: 'user' } as unknown as SessionUser;
const listing = { id: 'listing-1', user_id: 'seller-9', like_count: 3 };

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useCachedQueryData', () => {
  it('follows what the cache holds without creating the query', () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useCachedQueryData<{ liked: boolean }>(productLikedQueryKey('x')), { wrapper });
    expect(result.current).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    act(() => void client.setQueryData(productLikedQueryKey('x'), { liked: true }));
    expect(result.current).toEqual({ liked: true });
    act(() => client.removeQueries({ queryKey: productLikedQueryKey('x') }));
    expect(result.current).toBeUndefined();
  });
});

describe('useLikeAction', () => {
  it('on a card: no query per listing, yet the heart follows the status and the signed-in user', () => {
    const { client, wrapper } = setup();
    const ask = vi.spyOn(api, 'get');
    const { result } = renderHook(() => useLikeAction(listing, 'list'), { wrapper });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(ask).not.toHaveBeenCalled();
    act(() => void client.setQueryData(sessionQueryKey, { ...buyer, id: 'seller-9' }));
    expect(result.current.isOwn).toBe(true);
    act(() => void client.setQueryData(sessionQueryKey, buyer));
    expect(result.current.isOwn).toBe(false);
    // Liked elsewhere on the page (the same listing in the promoted row): this heart shows it too.
    act(() => void client.setQueryData(productLikedQueryKey(listing.id), { liked: true }));
    expect(result.current.isLiked).toBe(true);
  });

  it('on the listing page: asks the status up front for a signed-in visitor', async () => {
    const { client, wrapper } = setup();
    client.setQueryData(sessionQueryKey, buyer);
    const ask = vi.spyOn(api, 'get').mockResolvedValue({ liked: true });
    const { result } = renderHook(() => useLikeAction(listing, 'detail'), { wrapper });
    await waitFor(() => expect(result.current.isLiked).toBe(true));
    expect(ask).toHaveBeenCalledWith(`/products/${listing.id}/liked`, expect.anything());
  });
});
