import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { installFakeApi } from '@/testing/fake-api';
import { makeProduct, profileOf, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

const lamp = makeProduct({ id: 'lamp1', title: 'Lampe berbère', view_count: 12 });
const neighbour = makeProduct({ id: 'lamp2', title: 'Lanterne en cuivre' });

describe('listing views and similar listings (issue 28)', () => {
  it('shows the views, counts the visit once with a beacon, and lists the similar listings with links', async () => {
    const fake = installFakeApi({
      'GET /products/:id': () => ({ body: { data: lamp } }),
      'GET /products/:id/similar': () => ({ body: { data: [neighbour] } }),
      'POST /products/:id/view': () => ({ status: 204 }),
    });
    renderApp('/product/lamp1');
    const views = (await screen.findByText('Vues')).parentElement as HTMLElement;
    expect(views).toHaveTextContent('12');
    const similar = (await screen.findByRole('heading', { name: 'Annonces similaires' })).closest('section') as HTMLElement;
    expect(await within(similar).findByRole('link', { name: /Lanterne en cuivre/ })).toHaveAttribute('href', '/product/lamp2');
    await waitFor(() => expect(fake.callsTo('POST', '/products/lamp1/view')).toHaveLength(1));
  });

  it('sends no beacon for the owner, and hides the section when nothing is similar (Arabic)', async () => {
    await i18n.changeLanguage('ar');
    const own = makeProduct({ id: 'own1', title: 'Table basse', user_id: testUser.id });
    const fake = installFakeApi({
      'GET /products/:id': () => ({ body: { data: own } }),
      'GET /profile': () => ({ body: profileOf(testUser) }),
      'GET /products/:id/similar': () => ({ body: { data: [] } }),
      'POST /products/:id/view': () => ({ status: 204 }),
    });
    renderApp('/product/own1', { user: testUser });
    expect(await screen.findByRole('heading', { name: 'Table basse' })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET', '/products/own1/similar')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'إعلانات مشابهة' })).toBeNull();
    expect(fake.callsTo('POST', '/products/own1/view')).toHaveLength(0);
  });
});
