import { describe, expect, it } from 'vitest';
import { api, sql, useServer } from './api';
import { STUDIO_EDITOR, TEST_ADMIN } from './harness';
import { DEMO_STUDIO_ADMIN, studioAdminCredentials } from '../src/bootstrap/studio-admin';
import type { AppEnv } from '../src/env';

useServer();

describe('the studio’s first administrator', () => {
  it('is created at boot from the configuration and can sign in to the studio', async () => {
    const init = await api('GET', '/admin/init');
    expect(init.body.data.hasAdmin).toBe(true);
    const login = await api('POST', '/admin/login', { body: STUDIO_EDITOR });
    expect(login.status).toBe(200);
    expect(login.body.data.token).toEqual(expect.any(String));
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('the open registration form is closed in production: 4xx and nothing created', async () => {
    const before = await sql<{ email: string }>('select email from admin_users');
    const res = await api('POST', '/admin/register-admin', { body: { firstname: 'In', lastname: 'Trus', email: 'intrus@test.souk.tn', password: 'Intrus-password-1' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.message).toMatch(/configuration/);
    const after = await sql<{ email: string }>('select email from admin_users');
    expect(after).toEqual(before);
    expect(after.map((u) => u.email)).toEqual([STUDIO_EDITOR.email]);
    expect((await api('POST', '/admin/login', { body: { email: 'intrus@test.souk.tn', password: 'Intrus-password-1' } })).status).toBe(400);
  });
});

describe('which credentials make the studio’s first administrator', () => {
  const env = (over: Partial<AppEnv>) => over as AppEnv;
  it('STUDIO_ADMIN_* first, then ADMIN_*, then the demo account when demo data is on', () => {
    expect(studioAdminCredentials(env({ STUDIO_ADMIN_EMAIL: 'a@b.tn', STUDIO_ADMIN_PASSWORD: 'Long-password-1', ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password }), true)).toEqual({ email: 'a@b.tn', password: 'Long-password-1' });
    expect(studioAdminCredentials(env({ ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password }), true)).toEqual(TEST_ADMIN);
    expect(studioAdminCredentials(env({}), true)).toEqual(DEMO_STUDIO_ADMIN);
    expect(studioAdminCredentials(env({}), false)).toBeNull();
  });
});
