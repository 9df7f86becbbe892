// Build-time settings (Vite `VITE_*` variables), checked once here so the rest of the app reads typed values.
function apiUrl(value: string | undefined): string {
  // Same origin by default: the cms serves the SPA and the API together (ARCHITECTURE "One process, one origin").
  if (!value) return '/api';
  if (!/^(\/|https?:\/\/)/.test(value)) throw new Error(`VITE_API_URL must be a path or an http(s) URL, got "${value}"`);
  return value.replace(/\/$/, '');
}

export const env = {
  API_URL: apiUrl(import.meta.env.VITE_API_URL as string | undefined),
} as const;
