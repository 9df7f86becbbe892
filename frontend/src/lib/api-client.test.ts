import { describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi } from '@/testing/fake-api';
import { api, ApiError, onSessionExpired, tokenExpiry } from './api-client';
import { errorText } from './error-text';
import { authToken } from './auth-token';

describe('api-client', () => {
  it('sends the stored token as a bearer header and leaves empty parameters out', async () => {
    const fake = installFakeApi({ 'GET /products': () => ({ body: { data: [] } }) });
    authToken.set('abc');
    await api.get('/products', { params: { category: 'voiture', search: '', city: undefined, freeOnly: true } });
    const [call] = fake.calls;
    expect(call?.headers.get('Authorization')).toBe('Bearer abc');
    expect(call?.query.toString()).toBe('category=voiture&freeOnly=true');
  });

  it('on 401 clears the token, tells listeners and says the session expired', async () => {
    installFakeApi({ 'GET /profile': () => apiError(401, 'notAuthenticated') });
    authToken.set('expired');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const error = await api.get('/profile').catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    expect((error as ApiError).status).toBe(401);
    expect(authToken.get()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a public read answered as a visitor for a stale token succeeds and ends the session', async () => {
    installFakeApi({ 'GET /products': () => ({ body: { data: [] }, headers: { 'X-Session': 'expired' } }) });
    authToken.set('stale');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    await expect(api.get('/products')).resolves.toEqual({ data: [] });
    stop();
    expect(authToken.get()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('on 403 keeps the session and shows the server message', async () => {
    installFakeApi({ 'PUT /products/:id': () => apiError(403, 'notOwner') });
    authToken.set('valid');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const error = (await api.put('/products/p1', { title: 'x' }).catch((e: unknown) => e)) as ApiError;
    stop();
    expect(error.status).toBe(403);
    expect(error.message).toBe('Vous ne pouvez modifier que vos propres annonces');
    expect(authToken.get()).toBe('valid');
    expect(expired).not.toHaveBeenCalled();
  });

  it('a 401 without a stored token is the server message (nothing to expire)', async () => {
    installFakeApi({ 'POST /products/:id/like': () => apiError(401, 'notAuthenticated') });
    const error = (await api.post('/products/p1/like').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Vous devez être connecté.');
  });

  it("says 'Request failed' when the failure has no envelope and 'Network error' when the server is unreachable", async () => {
    installFakeApi({ 'GET /stats': () => ({ status: 502 }) });
    const failed = (await api.get('/stats').catch((e: unknown) => e)) as ApiError;
    expect(failed.message).toBe('Request failed');
    expect(errorText(failed, 'Impossible de charger')).toBe('Impossible de charger');

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const offline = (await api.get('/stats').catch((e: unknown) => e)) as ApiError;
    expect(offline.message).toBe('Network error');
    expect(offline.status).toBe(0);
  });

  it('lets an aborted request fail as an AbortError (query cancellation)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('Aborted', 'AbortError')));
    const error = await api.get('/products').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  describe('session refresh', () => {
    /** An unsigned JWT-shaped token expiring in `seconds` (the client reads `exp`, the server checks the signature). */
    const tokenFor = (name: string, seconds: number) => {
      const part = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      return `${part({ alg: 'HS256' })}.${part({ id: 1, sid: name, exp: Math.floor(Date.now() / 1000) + seconds })}.signature`;
    };

    it('on a 401 refreshes once with the cookie, stores the new token and retries the request', async () => {
      const old = tokenFor('old', 600);
      const renewed = tokenFor('new', 900);
      const fake = installFakeApi({
        'GET /profile': (req) => (req.headers.get('Authorization') === `Bearer ${renewed}` ? { body: { data: { ok: true } } } : apiError(401, 'sessionExpired')),
        'POST /auth/refresh': () => ({ body: { token: renewed } }),
      });
      authToken.set(old);
      const expired = vi.fn();
      const stop = onSessionExpired(expired);
      await expect(api.get('/profile')).resolves.toEqual({ data: { ok: true } });
      stop();
      expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /profile', 'POST /auth/refresh', 'GET /profile']);
      // The refresh carries no bearer token: the httpOnly cookie is the credential.
      expect(fake.calls[1]?.headers.get('Authorization')).toBeNull();
      expect(authToken.get()).toBe(renewed);
      expect(expired).not.toHaveBeenCalled();
    });

    it('a public read answered as a visitor (X-Session: expired) is read again with the renewed token', async () => {
      const renewed = tokenFor('new', 900);
      installFakeApi({
        'GET /products/:id': (req) =>
          req.headers.get('Authorization') === `Bearer ${renewed}` ? { body: { data: { liked: true } } } : { body: { data: { liked: false } }, headers: { 'X-Session': 'expired' } },
        'POST /auth/refresh': () => ({ body: { token: renewed } }),
      });
      authToken.set(tokenFor('old', 600));
      await expect(api.get('/products/p1')).resolves.toEqual({ data: { liked: true } });
      expect(authToken.get()).toBe(renewed);
    });

    it('concurrent 401s share one refresh', async () => {
      const renewed = tokenFor('new', 900);
      const fake = installFakeApi({
        'GET /notifications/unread-count': (req) => (req.headers.get('Authorization') === `Bearer ${renewed}` ? { body: { data: 1 } } : apiError(401, 'sessionExpired')),
        'POST /auth/refresh': async () => {
          await new Promise((r) => setTimeout(r, 10));
          return { body: { token: renewed } };
        },
      });
      authToken.set(tokenFor('old', 600));
      await Promise.all([api.get('/notifications/unread-count'), api.get('/notifications/unread-count'), api.get('/notifications/unread-count')]);
      expect(fake.calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
    });

    it('when the refresh is refused, signs out with the session-expired message, without a second retry', async () => {
      const fake = installFakeApi({
        'GET /profile': () => apiError(401, 'sessionExpired'),
        'POST /auth/refresh': () => apiError(401, 'sessionExpired'),
      });
      authToken.set(tokenFor('revoked', 600));
      const expired = vi.fn();
      const stop = onSessionExpired(expired);
      const error = (await api.get('/profile').catch((e: unknown) => e)) as ApiError;
      stop();
      expect(error.message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
      expect(authToken.get()).toBeNull();
      expect(expired).toHaveBeenCalledTimes(1);
      expect(fake.calls.map((c) => c.path)).toEqual(['/profile', '/auth/refresh']);
    });

    it('renews a token about to expire before sending the request', async () => {
      const renewed = tokenFor('new', 900);
      const fake = installFakeApi({
        'GET /profile': () => ({ body: { data: {} } }),
        'POST /auth/refresh': () => ({ body: { token: renewed } }),
      });
      authToken.set(tokenFor('old', 20));
      await api.get('/profile');
      expect(fake.calls.map((c) => c.path)).toEqual(['/auth/refresh', '/profile']);
      expect(fake.calls[1]?.headers.get('Authorization')).toBe(`Bearer ${renewed}`);
      expect(tokenExpiry(renewed)).toBeGreaterThan(Date.now());
    });

    it('an outage during the refresh (503) keeps the session', async () => {
      installFakeApi({
        'GET /profile': () => ({ body: { data: {} } }),
        'POST /auth/refresh': () => apiError(503, 'serviceUnavailable'),
      });
      const soon = tokenFor('old', 20);
      authToken.set(soon);
      await api.get('/profile');
      expect(authToken.get()).toBe(soon);
    });
  });
});
