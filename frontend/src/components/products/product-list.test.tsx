import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/testing/data';
import { createTestQueryClient } from '@/testing/render-app';
import { ProductList } from './product-list';

const PRODUCTS = Array.from({ length: 10 }, (_, index) => makeProduct({ id: `p${index}`, title: `Annonce ${index}` }));
const query = { data: { data: PRODUCTS }, isPending: false, isError: false, isPlaceholderData: false, refetch: () => undefined };

function HomeList({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProductList query={query} getHref={(product) => `/product/${product.id}`} laterCards="drawn-near-screen" />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

// Simulated: jsdom has no layout, so no IntersectionObserver; this one says "near" when the test does.
let watched: Array<{ target?: Element; margin?: string; fire: () => void }>;
beforeEach(() => {
  watched = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof watched)[number];
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options?: { rootMargin?: string }) {
        this.entry = { margin: options?.rootMargin, fire: () => callback([{ isIntersecting: true }]) };
        watched.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const cardTitles = (root: ParentNode) => [...root.querySelectorAll('article h3')].map((title) => title.textContent);

/** The list as a page the server drew: its markup, then hydrated in the browser. */
async function hydrateDrawnList() {
  const client = createTestQueryClient();
  const html = renderToString(<HomeList client={client} />);
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const placeholders = [...root.querySelectorAll('li[aria-hidden="true"]')] as HTMLElement[];
  const markup = { titles: cardTitles(root), placeholdersHidden: placeholders.map((placeholder) => placeholder.hidden) };
  const hydrationErrors: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, <HomeList client={client} />, { onRecoverableError: (error) => hydrationErrors.push(error) });
  });
  return { root, markup, hydrationErrors };
}

describe('ProductList, later cards drawn near the screen (home, decision 102)', () => {
  it("leaves the cards past the first screen out of the server's markup, and draws them once scrolled near", async () => {
    const { root, markup, hydrationErrors } = await hydrateDrawnList();
    // The markup: the first screen's four cards; the others' places, hidden for a visitor without JavaScript.
    expect(markup.titles).toEqual(['Annonce 0', 'Annonce 1', 'Annonce 2', 'Annonce 3']);
    expect(markup.placeholdersHidden).toEqual(Array(6).fill(true));

    // Hydrated in place: the placeholders now hold the cards' room, and the first one is watched.
    expect(hydrationErrors).toEqual([]);
    expect(cardTitles(root)).toHaveLength(4);
    const placeholders = [...root.querySelectorAll('li[aria-hidden="true"]')] as HTMLElement[];
    expect(placeholders.map((placeholder) => placeholder.hidden)).toEqual(Array(6).fill(false));
    const watcher = watched.find((entry) => entry.target === placeholders[0]);
    expect(watcher?.margin).toBe('0px 0px 400px 0px');

    await act(async () => watcher!.fire());
    expect(cardTitles(root)).toEqual(PRODUCTS.map((product) => product.title));
    expect(root.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Annonce 9' })).toHaveAttribute('href', '/product/p9');
  });

  it('draws them at the first key pressed, so that Tab goes from the fourth card to the fifth', async () => {
    const { root } = await hydrateDrawnList();
    expect(cardTitles(root)).toHaveLength(4);
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
    });
    expect(cardTitles(root)).toHaveLength(10);
  });

  it('draws every card at once in a list the app draws itself (a later visit to home, another category)', () => {
    render(<HomeList client={createTestQueryClient()} />);
    expect(cardTitles(document)).toHaveLength(10);
    expect(document.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
  });
});
