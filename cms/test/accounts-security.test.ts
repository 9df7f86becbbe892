import { describe, expect, it } from 'vitest';
import { api, signUp, uniqueEmail, useServer } from './api';
import { MAX_FAILURES } from '../src/auth/signin-guard';

/** Abuse limits off: these tests make many sign-ins from one address on purpose. */
useServer({ RATE_LIMIT_DISABLED: 'true' });

const PASSWORD = 'Jasmin-Carthage-77';

describe('malformed Authorization headers', () => {
  it('answer 401, never 403, on signed-in routes; public pages answer as to a visitor whose session ended', async () => {
    for (const header of ['Basic YWRtaW46YWRtaW4=', 'Bearer', 'Bearer a b', 'Token abc', 'bearer.abc', 'Bearer not.a.jwt']) {
      for (const path of ['/api/profile', '/api/conversations', '/api/notifications/unread-count']) {
        const res = await api('GET', path, { headers: { authorization: header } });
        expect(res.status, `${header} ${path}`).toBe(401);
        expect(res.body.error.details.code).toBe('session_expired');
      }
      const open = await api('GET', '/api/products', { headers: { authorization: header } });
      expect(open.status, header).toBe(200);
      expect(open.headers.get('x-session'), header).toBe('expired');
    }
  });
});

describe('password rules at sign-up and password change', () => {
  it('refuses short, common and identity passwords with the reason and its code', async () => {
    const email = uniqueEmail('regle');
    const cases: Array<[string, string]> = [
      ['court12', 'password_too_short'],
      ['azerty123', 'password_too_common'],
      ['Motdepasse2026', 'password_too_common'],
      [email, 'password_like_identity'],
      ['Leila Ben Salah', 'password_like_identity'],
    ];
    for (const [password, code] of cases) {
      const res = await api('POST', '/api/auth/signup', { body: { email, password, display_name: 'Leila Ben Salah' } });
      expect(res.status, password).toBe(400);
      expect(res.body.error.details.code, password).toBe(code);
    }
    expect((await api('POST', '/api/auth/signin', { body: { email, password: 'azerty123' } })).status).toBe(400); // nothing was created
  });

  it('a new password in the settings follows the same rules, the e-mail included', async () => {
    const s = await signUp('Sami');
    for (const [newPassword, code] of [['password123', 'password_too_common'], [s.user.email, 'password_like_identity']] as const) {
      const res = await api('PATCH', '/api/profile', { token: s.token, body: { display_name: 'Sami', currentPassword: PASSWORD, newPassword } });
      expect(res.status, newPassword).toBe(400);
      expect(res.body.error.details.code).toBe(code);
    }
  });
});

describe('sign-out', () => {
  it('ends this session on the server; sign-out everywhere ends every other one too', async () => {
    const s = await signUp('Sortante');
    const other = (await api('POST', '/api/auth/signin', { body: { email: s.user.email, password: PASSWORD } })).body.token as string;
    const out = await api('POST', '/api/auth/signout', { token: s.token });
    expect(out.status).toBe(200);
    expect(out.headers.get('cache-control')).toBe('no-store');
    expect((await api('GET', '/api/profile', { token: s.token })).status).toBe(401);
    // One device's sign-out leaves the account's other sessions alone (ARCHITECTURE decision 49).
    expect((await api('GET', '/api/profile', { token: other })).status).toBe(200);
    const again = (await api('POST', '/api/auth/signin', { body: { email: s.user.email, password: PASSWORD } })).body.token as string;
    expect((await api('GET', '/api/profile', { token: again })).status).toBe(200);
    expect((await api('POST', '/api/auth/signout-everywhere', { token: again })).status).toBe(200);
    expect((await api('GET', '/api/profile', { token: again })).status).toBe(401);
    expect((await api('GET', '/api/profile', { token: other })).status).toBe(401);
    expect((await api('POST', '/api/auth/signout')).status).toBe(401);
  });
});

describe('sign-in per account', () => {
  it(`after ${MAX_FAILURES} failures the account waits, even with the right password, whatever the address`, async () => {
    const s = await signUp('Visée');
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await api('POST', '/api/auth/signin', { body: { email: s.user.email, password: `essai-${i}-faux` } })).status).toBe(400);
    }
    const locked = await api('POST', '/api/auth/signin', { body: { email: s.user.email, password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(locked.body.error.details.code).toBe('too_many_requests');
    // An unknown address is limited the same way: the answer does not reveal which accounts exist.
    const ghost = uniqueEmail('fantome');
    for (let i = 0; i < MAX_FAILURES; i++) await api('POST', '/api/auth/signin', { body: { email: ghost, password: 'x-faux-x' } });
    expect((await api('POST', '/api/auth/signin', { body: { email: ghost, password: 'x-faux-x' } })).status).toBe(429);
    // Another account is not affected.
    const other = await signUp('Voisine');
    expect((await api('POST', '/api/auth/signin', { body: { email: other.user.email, password: PASSWORD } })).status).toBe(200);
  });
});

describe('/api/users/me', () => {
  it('is closed (GET /api/profile is the session’s own record, without internals)', async () => {
    const s = await signUp();
    const me = await api('GET', '/api/users/me', { token: s.token });
    expect(me.status).toBe(403);
    const profile = await api('GET', '/api/profile', { token: s.token });
    for (const key of ['provider', 'confirmed', 'blocked', 'password', 'session_version']) expect(profile.body.data).not.toHaveProperty(key);
    expect(typeof profile.body.data.user_id).toBe('string');
  });
});
