import { describe, expect, it } from 'vitest';
import { api, baseUrl, dbName, signInAdmin, signUp, sql, uniqueEmail, useServer } from './api';

import { TEST_ADMIN } from './harness';
import { studioToken } from './studio';

useServer();
describe('POST /api/auth/signup', () => {
  it('creates an account and answers a token with the session user', async () => {
    const email = uniqueEmail('Signup');
    const res = await api('POST', '/api/auth/signup', { body: { email, password: 'Olivier-Sfax-2026', display_name: 'Leïla' } });
    expect(res.status).toBe(201);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toEqual({ id: expect.any(String), email: email.toLowerCase(), display_name: 'Leïla', role: 'user', email_confirmed: false });
  });

  it('refuses an e-mail already used, whatever its case (409)', async () => {
    const email = uniqueEmail('case');
    expect((await api('POST', '/api/auth/signup', { body: { email, password: 'Olivier-Sfax-2026' } })).status).toBe(201);
    const again = await api('POST', '/api/auth/signup', { body: { email: email.toUpperCase(), password: 'Olivier-Sfax-2026' } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Un compte existe déjà avec cet email');
  });

  it('answers 400 with the French message when a field is missing', async () => {
    const res = await api('POST', '/api/auth/signup', { body: { email: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Veuillez remplir tous les champs');
  });

  it('refuses a role or other unknown field (mass assignment)', async () => {
    const res = await api('POST', '/api/auth/signup', { body: { email: uniqueEmail(), password: 'Olivier-Sfax-2026', role: 'admin' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/role/);
  });

  it('the users-permissions register endpoint is closed', async () => {
    const res = await api('POST', '/api/auth/local/register', { body: { email: uniqueEmail(), password: 'Olivier-Sfax-2026', username: 'intrus' } });
    expect([401, 403, 404, 405]).toContain(res.status);
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in with the right password, case-insensitive e-mail', async () => {
    const email = uniqueEmail('login');
    await api('POST', '/api/auth/signup', { body: { email, password: 'Olivier-Sfax-2026' } });
    const res = await api('POST', '/api/auth/signin', { body: { email: email.toUpperCase(), password: 'Olivier-Sfax-2026' } });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email.toLowerCase());
  });

  it('refuses a wrong password with a French message', async () => {
    const res = await api('POST', '/api/auth/signin', { body: { email: TEST_ADMIN.email, password: 'wrong-password' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Email ou mot de passe incorrect');
  });

  it('ADMIN_EMAIL/ADMIN_PASSWORD provide an admin account', async () => {
    const admin = await signInAdmin();
    expect(admin.user.role).toBe('admin');
  });
});

describe('GET /api/profile and session rules', () => {
  it('answers the signed-in user profile without secrets', async () => {
    const s = await signUp('Profil');
    const res = await api('GET', '/api/profile', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user_id: s.user.id, email: s.user.email, display_name: 'Profil', role: 'user' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|resetPasswordToken|confirmationToken/);
  });

  it('a visitor on a login-only route gets 401 in French', async () => {
    const res = await api('GET', '/api/profile');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Vous devez être connecté.');
  });

  it('an invalid token gets 401', async () => {
    const res = await api('GET', '/api/profile', { token: 'not-a-jwt' });
    expect(res.status).toBe(401);
  });

  it('a studio API token still opens the API; a forged JWT is a stale session', async () => {
    // Signed-in requests skip Strapi's API-token lookup (src/framework/jwt-straight.ts); real API
    // tokens (256 hex characters) must still be looked up and accepted.
    const created = await api('POST', '/admin/api-tokens', { token: await studioToken(), body: { name: `lecture-${Date.now()}`, description: '', type: 'read-only', lifespan: null } });
    expect(created.status).toBe(201);
    const key = created.body.data.accessKey as string;
    expect(key).toMatch(/^[0-9a-f]{256}$/);
    const read = await api('GET', '/api/products', { token: key });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-session')).toBeNull();

    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl';
    expect((await api('GET', '/api/profile', { token: forged })).status).toBe(401);
    const visitor = await api('GET', '/api/products', { token: forged });
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('x-session')).toBe('expired');
  });

  it('/api/users is not public and not open to users', async () => {
    expect((await api('GET', '/api/users')).status).toBe(401);
    const s = await signUp();
    expect((await api('GET', '/api/users', { token: s.token })).status).toBe(403);
  });
});

describe('server-wide rules', () => {
  it('CORS answers only the site’s own origin', async () => {
    const own = await fetch(`${baseUrl()}/api/products`, { headers: { origin: baseUrl().replace('127.0.0.1', 'localhost') } });
    expect(own.headers.get('access-control-allow-origin')).toBe(baseUrl().replace('127.0.0.1', 'localhost'));
    const evil = await fetch(`${baseUrl()}/api/products`, { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });

  it('the database itself refuses a second account with the same e-mail in another case', async () => {
    const rows = await sql<{ name: string }>(
      dbName() === 'postgres'
        ? "select indexname as name from pg_indexes where indexname = 'up_users_email_lower_unique'"
        : "select name from sqlite_master where type = 'index' and name = 'up_users_email_lower_unique'",
    );
    expect(rows).toHaveLength(1);
    const email = uniqueEmail('race');
    const results = await Promise.all(
      [email, email.toUpperCase(), email, email.toUpperCase()].map((e) => api('POST', '/api/auth/signup', { body: { email: e, password: 'Olivier-Sfax-2026' } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
  });

  it('sign-up answers never carry the password hash', async () => {
    const res = await api('POST', '/api/auth/signup', { body: { email: uniqueEmail(), password: 'Olivier-Sfax-2026' } });
    expect(JSON.stringify(res.body)).not.toMatch(/\$2[aby]\$|password/);
  });
});
