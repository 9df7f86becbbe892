import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routerFuture, routes } from '@/app/router';
import { authToken } from '@/lib/auth-token';
import { queryConfig } from '@/lib/react-query';
import type { SessionUser } from '@souk/domain';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false, gcTime: Infinity } },
  });
}

/** Renders the whole app (providers + real routes) at `path`; `user` stores a token so the session loads. */
export function renderApp(path: string, { user }: { user?: SessionUser } = {}) {
  if (user) authToken.set(`token-of-${user.id}`);
  const router = createMemoryRouter(routes, { initialEntries: [path], future: routerFuture });
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
