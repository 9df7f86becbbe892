import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { installFakeApi } from '@/testing/fake-api';
import { collection, makeProduct } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

const wardrobe = makeProduct({ id: 'n1', title: 'Armoire en noyer', city: 'sfax', location: 'Sfax' });
const dresser = makeProduct({ id: 'n2', title: 'Commode en pin', city: 'sousse', location: 'Sousse' });

afterEach(() => i18n.changeLanguage('fr'));

describe("'Annonces proches' under a search that found nothing (issue 28)", () => {
  it('on /products: asks the server to relax the same search and links to what it found', async () => {
    const fake = installFakeApi({
      'GET /products/nearby': () => ({ body: { data: [wardrobe, dresser] } }),
      'GET /products/facets': () => ({ body: { data: {} } }),
      'GET /products': () => ({ body: collection([]) }),
    });
    renderApp('/products?category=mobilier&city=sfax&maxPrice=50');
    expect(await screen.findByText('Aucun produit trouvé')).toBeInTheDocument();
    const nearby = (await screen.findByRole('heading', { name: 'Annonces proches' })).closest('section') as HTMLElement;
    expect(await within(nearby).findByRole('link', { name: /Armoire en noyer/ })).toHaveAttribute('href', '/product/n1');
    expect(within(nearby).getByRole('link', { name: /Commode en pin/ })).toHaveAttribute('href', '/product/n2');
    // The very search the page made, for the server to relax: one request.
    const [asked] = fake.callsTo('GET', '/products/nearby');
    expect(fake.callsTo('GET', '/products/nearby')).toHaveLength(1);
    expect(asked!.query.get('category')).toBe('mobilier');
    expect(asked!.query.get('city')).toBe('sfax');
    expect(asked!.query.get('maxPrice')).toBe('50');
  });

  it('asks nothing while the search has results, and shows nothing when nothing is close either', async () => {
    const fake = installFakeApi({
      'GET /products/nearby': () => ({ body: { data: [] } }),
      'GET /products/facets': () => ({ body: { data: {} } }),
      'GET /products': ({ query }) => ({ body: collection(query.get('search') === 'armoire' ? [wardrobe] : []) }),
    });
    renderApp('/products?search=armoire');
    expect(await screen.findByRole('link', { name: /Armoire en noyer/ })).toBeInTheDocument();
    expect(fake.callsTo('GET', '/products/nearby')).toHaveLength(0);

    const input = screen.getByRole('searchbox', { name: 'Rechercher un produit' });
    await userEvent.clear(input);
    await userEvent.type(input, 'licorne{Enter}');
    expect(await screen.findByText('Aucun produit trouvé')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET', '/products/nearby').map((c) => c.query.get('search'))).toEqual(['licorne']));
    expect(screen.queryByRole('heading', { name: 'Annonces proches' })).not.toBeInTheDocument();
  });

  it('on the search tab, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    installFakeApi({
      'GET /products/nearby': ({ query }) => ({ body: { data: query.get('search') === 'خزانة' ? [wardrobe] : [] } }),
      'GET /products': () => ({ body: collection([]) }),
    });
    renderApp('/?tab=search&q=%D8%AE%D8%B2%D8%A7%D9%86%D8%A9');
    const nearby = (await screen.findByRole('heading', { name: 'إعلانات قريبة' })).closest('section') as HTMLElement;
    expect(await within(nearby).findByRole('link', { name: /Armoire en noyer/ })).toHaveAttribute('href', expect.stringContaining('n1'));
  });
});
