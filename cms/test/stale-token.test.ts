import { describe, expect, it } from 'vitest';
import { api, createProduct, signUp, useServer } from './api';

useServer();

/** A token signed with another secret: what a browser keeps after the server's secrets changed. */
const FORGED =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwic3YiOjAsImlhdCI6MTcwMDAwMDAwMH0.c2lnbmF0dXJlLWRlLXF1ZWxxdSd1bi1kJ2F1dHJl';

const PUBLIC_READS = ['/api/products', '/api/products/promoted', '/api/stats', '/api/advertisements', '/api/categories'];

describe('a stale token on public pages', () => {
  it.each(PUBLIC_READS)('GET %s answers as to a visitor and says the session expired', async (path) => {
    const anonymous = await api('GET', path);
    const stale = await api('GET', path, { token: FORGED });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(anonymous.body);
    expect(stale.headers.get('x-session')).toBe('expired');
    expect(anonymous.headers.get('x-session')).toBeNull();
  });

  it('a listing page reads with a token whose session was ended by a password change', async () => {
    const seller = await signUp('Vendeuse');
    const product = await createProduct(seller.token);
    const change = await api('PATCH', '/api/profile', { token: seller.token, body: { display_name: 'Vendeuse', currentPassword: 'Jasmin-Carthage-77', newPassword: 'nouveau-secret-9' } });
    expect(change.status).toBe(200);
    const read = await api('GET', `/api/products/${product.id}`, { token: seller.token });
    expect(read.status).toBe(200);
    expect(read.body.data.id).toBe(product.id);
    expect(read.headers.get('x-session')).toBe('expired');
  });

  it('a route that needs a user still answers 401 session expired, never 403', async () => {
    const res = await api('GET', '/api/profile', { token: FORGED });
    expect(res.status).toBe(401);
    expect(res.body.error.details.code).toBe('session_expired');
    const write = await api('POST', '/api/products', { token: FORGED, body: {} });
    expect(write.status).toBe(401);
  });

  it('a valid token is untouched', async () => {
    const user = await signUp();
    const res = await api('GET', '/api/profile', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-session')).toBeNull();
  });
});
