import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { routerFuture } from '@/app/router';
import { i18n } from '@/lib/i18n';
import { LanguageInUrl } from './language-in-url';

async function open(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/products',
        element: (
          <>
            <h1>products</h1>
            <LanguageInUrl />
          </>
        ),
      },
    ],
    { initialEntries: [url], future: routerFuture },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await screen.findByRole('heading', { name: 'products' });
  return router;
}

afterEach(() => i18n.changeLanguage('fr'));

describe('LanguageInUrl', () => {
  it('writes nothing when the page opens in its link language', async () => {
    const router = await open('/products?lang=fr&q=table');
    expect(router.state.location.search).toBe('?lang=fr&q=table');
    expect(router.state.historyAction).toBe('POP');
  });

  it("puts the language switched to in the link's place, replacing the entry", async () => {
    const router = await open('/products?lang=fr&q=table');
    await act(() => i18n.changeLanguage('ar'));
    expect(router.state.location.search).toBe('?lang=ar&q=table');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('adds no language to a URL without one', async () => {
    const router = await open('/products?q=table');
    await act(() => i18n.changeLanguage('ar'));
    expect(router.state.location.search).toBe('?q=table');
  });

  it('leaves a value that names none of our languages', async () => {
    const router = await open('/products?lang=en');
    await act(() => i18n.changeLanguage('ar'));
    expect(router.state.location.search).toBe('?lang=en');
  });
});
