import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** `router` and `queryClient` come from main.tsx when it hydrates a server-rendered first screen. */
declare global {
  interface Window {
    /** The last drawn button tapped before the app took the page over (public/boot.js); undefined after. */
    __earlyTap?: HTMLButtonElement | null;
  }
}

export function App({ router: given, queryClient }: { router?: AppRouter; queryClient?: QueryClient }) {
  const [router] = useState(() => given ?? createAppRouter());
  // A tap on a server-drawn button before React listened was lost (public/boot.js kept the last
  // one): given again once the page is the app's. A page drawn anew has other buttons.
  useEffect(() => {
    const tap = window.__earlyTap;
    window.__earlyTap = undefined;
    if (tap?.isConnected) tap.click();
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </AppProvider>
  );
}
