// The bearer token lives in localStorage under `authToken` (SPEC 4).
const TOKEN_KEY = 'authToken';

export const authToken = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string) {
    localStorage.setItem(TOKEN_KEY, token);
  },
  clear() {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      /* storage unavailable: nothing to clear */
    }
  },
};
