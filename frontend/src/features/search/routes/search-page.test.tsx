import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, type FakeRequest } from '@/testing/fake-api';
import { collection, makeProduct } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

const searches = (calls: FakeRequest[]) => calls.filter((c) => c.path === '/products').map((c) => c.query.get('search'));

describe('search tab', () => {
  it('searches on the server once typing pauses, and reports the total', async () => {
    const fake = installFakeApi({
      'GET /products': ({ query }) => {
        const found =
          query.get('search') === 'canape' ? [makeProduct(), makeProduct({ id: 'p2', title: 'Canapé convertible' })] : [];
        return {
          body: { ...collection(found), meta: { pagination: { page: 1, pageSize: 24, pageCount: 1, total: found.length } } },
        };
      },
    });
    renderApp('/?tab=search');
    const input = await screen.findByRole('searchbox', { name: 'Rechercher un produit' });
    expect(screen.getByRole('button', { name: 'Canapé' })).toBeInTheDocument();

    await userEvent.type(input, 'canape');
    expect(await screen.findByText('2 produit(s) trouvé(s) pour « canape »')).toBeInTheDocument();
    // One request for the empty query on arrival, one for the finished word: none per keystroke.
    expect(searches(fake.calls)).toEqual([null, 'canape']);
    const request = fake.calls.at(-1);
    expect(request?.query.get('availableOnly')).toBe('true');
    expect(request?.query.get('sort')).toBe('date:desc');
  });

  it('aborts a search that a newer one made obsolete', async () => {
    const fake = installFakeApi({
      'GET /products': ({ query, signal }) =>
        query.get('search') === 'iph'
          ? new Promise((_resolve, reject) =>
              signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
            )
          : { body: collection([]) },
    });
    renderApp('/?tab=search');
    const input = await screen.findByRole('searchbox', { name: 'Rechercher un produit' });
    await userEvent.type(input, 'iph');
    await waitFor(() => expect(searches(fake.calls)).toContain('iph'));
    await userEvent.type(input, 'one');
    await waitFor(() => expect(searches(fake.calls)).toContain('iphone'));
    const first = fake.calls.find((c) => c.query.get('search') === 'iph');
    await waitFor(() => expect(first?.signal?.aborted).toBe(true));
    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
  });

  it('sends the filter panel choices to the server and counts them', async () => {
    const fake = installFakeApi({ 'GET /products': () => ({ body: collection([]) }) });
    renderApp('/?tab=search');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Filtres/ }));
    const panel = screen.getByRole('region', { name: 'Filtres' });
    await user.click(within(panel).getByRole('switch', { name: 'Gratuit uniquement' }));
    await user.click(within(panel).getByRole('switch', { name: 'Disponibles uniquement' }));
    await waitFor(() => {
      const last = fake.calls.at(-1);
      expect(last?.query.get('freeOnly')).toBe('true');
      expect(last?.query.has('availableOnly')).toBe(false);
    });
    expect(screen.getByLabelText('2 filtre(s) actif(s)')).toBeInTheDocument();
  });

  it("opens the conversation about a product with SPEC's toast", async () => {
    installFakeApi({ 'GET /products': () => ({ body: collection([makeProduct()]) }) });
    const { router } = renderApp('/?tab=search');
    await userEvent.click(await screen.findByRole('button', { name: /Envoyer un message au vendeur/ }));
    expect(await screen.findByText('Redirection vers les messages')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/messages?product=p1'));
  });
});
