import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { makeProduct, profileOf, testUser } from '@/testing/data';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

beforeEach(() => authToken.clear());

describe('favourites tab', () => {
  it('lists the liked listings in the server’s order, or says there are none', async () => {
    const liked = [makeProduct({ id: 'p2', title: 'Tapis de Kairouan' }), makeProduct({ id: 'p1', title: 'Lampe berbère' })];
    let data = liked;
    installFakeApi({
      'GET /profile': () => ({ body: profileOf(testUser) }),
      'GET /notifications/unread-count': () => ({ body: { count: 0 } }),
      'GET /favorites': () => ({ body: { data, meta: { pagination: { page: 1, pageSize: 24, pageCount: 1, total: data.length } } } }),
    });
    const first = renderApp('/?tab=favorites', { user: testUser });
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Tapis de Kairouan', 'Lampe berbère']);
    first.unmount();

    data = [];
    renderApp('/?tab=favorites', { user: testUser });
    expect(await screen.findByText("Vous n'avez pas encore de favoris. Les produits que vous aimez apparaîtront ici.")).toBeInTheDocument();
  });
});
