import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppErrorBoundary } from '@/components/errors/crash-screen';
import { useSessionExpiryHandler } from '@/lib/auth';
import '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { loadSonner } from '@/lib/toast';
import { ThemeProvider, useTheme } from '@/lib/theme';

// sonner's rich colours put #008a2e on #ecfdf3 and #e60000 on #fff0f0 (below 4.5:1): darker text in
// the light theme, lighter text in the dark one, same backgrounds.
const RICH_TEXT = {
  light: { '--success-text': '#05603a', '--error-text': '#b42318', '--info-text': '#0b4a8b', '--warning-text': '#7a2e0e' },
  dark: { '--success-text': '#6ce9a6', '--error-text': '#fda29b', '--info-text': '#84caff', '--warning-text': '#fec84b' },
} as const;

// Out of the first paint's JavaScript: fetched as soon as the app starts, shown when a toast comes.
const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  const { i18n } = useTranslation();
  return (
    <Toaster
      style={RICH_TEXT[resolvedTheme === 'dark' ? 'dark' : 'light'] as CSSProperties}
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
          <Suspense fallback={null}>
            <ThemedToaster />
          </Suspense>
        </QueryClientProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
