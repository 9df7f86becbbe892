import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchParamsWriter } from './use-search-params-writer';

// A screen that mirrors a value into `?q=` when told to (as a debounced search box does), and a link
// to a screen whose code is still loading (as /messages is on the first click).
let setMirrored: (value: string) => void = () => undefined;
let leave: () => void = () => undefined;

function SearchScreen() {
  const [value, setValue] = useState('');
  const write = useSearchParamsWriter();
  const navigate = useNavigate();
  setMirrored = setValue;
  leave = () => navigate('/messages?product=7');
  useEffect(() => {
    if (value) write((next) => (next.set('q', value), next));
  }, [value, write]);
  return <h1>search</h1>;
}

// The app's router options (app/router.tsx), which shared code may not import.
const routerFuture = { v7_relativeSplatPath: true, v7_fetcherPersist: true, v7_normalizeFormMethod: true, v7_partialHydration: true, v7_skipActionErrorRevalidation: true } as const;

function setup() {
  let finishLoading: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (finishLoading = resolve));
  const router = createMemoryRouter(
    [
      // `slow=1` makes a navigation within the screen wait on its data, as long as the test wants.
      { path: '/', element: <SearchScreen />, loader: ({ request }) => (new URL(request.url).searchParams.has('slow') ? loaded.then(() => null) : null) },
      { path: '/messages', lazy: () => loaded.then(() => ({ Component: () => <h1>messages</h1> })) },
    ],
    { initialEntries: ['/?tab=search'], future: routerFuture },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { router, finishLoading };
}

describe('useSearchParamsWriter', () => {
  it('mirrors the state into the current URL, replacing the entry', async () => {
    const { router } = setup();
    await screen.findByRole('heading', { name: 'search' });
    act(() => setMirrored('canape'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=search&q=canape'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('never cancels a navigation that is loading its screen (issue 33)', async () => {
    const { router, finishLoading } = setup();
    await screen.findByRole('heading', { name: 'search' });
    act(() => leave());
    expect(router.state.navigation.state).toBe('loading');
    // The late write of the screen being left.
    act(() => setMirrored('canape'));
    await act(async () => finishLoading());
    await screen.findByRole('heading', { name: 'messages' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/messages?product=7');
  });

  it('drops a write met by a navigation, and makes it once that navigation settles on the same screen', async () => {
    const { router, finishLoading } = setup();
    await screen.findByRole('heading', { name: 'search' });
    act(() => void router.navigate('/?tab=search&slow=1'));
    expect(router.state.navigation.state).toBe('loading');
    act(() => setMirrored('canape'));
    expect(router.state.navigation.location?.search).toBe('?tab=search&slow=1');
    await act(async () => finishLoading());
    await waitFor(() => expect(router.state.location.search).toBe('?tab=search&slow=1&q=canape'));
  });
});
