import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { AppErrorBoundary } from '@/components/errors/crash-screen';
import { useSessionExpiryHandler } from '@/lib/auth';
import '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { ThemeProvider, useTheme } from '@/lib/theme';

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  const { i18n } = useTranslation();
  return (
    <Toaster
      theme={resolvedTheme}
      dir={i18n.dir()}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ duration: 4000 }}
    />
  );
}

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
          <ThemedToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
