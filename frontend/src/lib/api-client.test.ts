import { describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi } from '@/testing/fake-api';
import { api, ApiError, onSessionExpired } from './api-client';
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
});
