import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { THEMES, type Theme } from '@souk/domain';
export type ResolvedTheme = 'light' | 'dark';

const THEME_KEY = 'theme';

type ThemeContextValue = {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  /** Denser layout (settings 'Mode compact'), kept in this browser like the theme. */
  compact: boolean;
  setCompact: (compact: boolean) => void;
};

const COMPACT_KEY = 'compactMode';

function readStoredCompact(): boolean {
  try {
    return localStorage.getItem(COMPACT_KEY) === 'true';
  } catch {
    return false;
  }
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStoredTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'light';
  } catch {
    return 'light';
  }
}

// No window on the server (the first screen is rendered there too, ARCHITECTURE decision 59).
const darkQuery = () => (!import.meta.env.SSR && typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [systemDark, setSystemDark] = useState(() => darkQuery()?.matches ?? false);
  const [compact, setCompactState] = useState(readStoredCompact);

  useEffect(() => {
    document.documentElement.classList.toggle('compact', compact);
  }, [compact]);

  const setCompact = useCallback((next: boolean) => {
    setCompactState(next);
    try {
      localStorage.setItem(COMPACT_KEY, String(next));
    } catch {
      /* storage unavailable: the choice lasts for this visit */
    }
  }, []);

  useEffect(() => {
    const query = darkQuery();
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolvedTheme: ResolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolvedTheme === 'dark');
  }, [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      /* storage unavailable: the choice lasts for this visit */
    }
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme, compact, setCompact }), [theme, resolvedTheme, setTheme, compact, setCompact]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside ThemeProvider');
  return context;
}
