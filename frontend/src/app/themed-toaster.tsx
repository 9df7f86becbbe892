import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Toaster } from 'sonner';
import { useTheme } from '@/lib/theme';

// sonner's rich colours put #008a2e on #ecfdf3 and #e60000 on #fff0f0 (below 4.5:1): darker text in
// the light theme, lighter text in the dark one, same backgrounds.
const RICH_TEXT = {
  light: { '--success-text': '#05603a', '--error-text': '#b42318', '--info-text': '#0b4a8b', '--warning-text': '#7a2e0e' },
  dark: { '--success-text': '#6ce9a6', '--error-text': '#fda29b', '--info-text': '#84caff', '--warning-text': '#fec84b' },
} as const;

/** The toasts' outlet, in the page's theme and direction. Loaded with sonner, after the first paint (app/provider.tsx). */
export function ThemedToaster() {
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
