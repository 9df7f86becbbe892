import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AppErrorBoundary } from '@/components/errors/crash-screen';
import { useSessionExpiryHandler } from '@/lib/auth';
import '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { ThemeProvider } from '@/lib/theme';

// Out of the first paint's JavaScript, with sonner and its colours: fetched as soon as the app
// starts (lib/toast.ts shares the same chunk), shown when a toast comes.
const ThemedToaster = lazy(() => import('./themed-toaster').then((m) => ({ default: m.ThemedToaster })));

function SessionExpiryWatcher() {
  useSessionExpiryHandler();
  return null;
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <QueryClientProvider client={client}>
          <SessionExpiryWatcher />
          {children}
          <Suspense fallback={null}>
            <ThemedToaster />
          </Suspense>
        </QueryClientProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
