import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** `router` and `queryClient` come from main.tsx when it hydrates a server-rendered first screen. */
export function App({ router: given, queryClient }: { router?: AppRouter; queryClient?: QueryClient }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </AppProvider>
  );
}
