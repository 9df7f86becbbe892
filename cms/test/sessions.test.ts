import { createHmac } from 'crypto';
import { describe, expect, it } from 'vitest';
import { api, signInAdmin, signUp, sql, useServer, type ApiResponse } from './api';

// Default access-token lifetime here; test/session-expiry.test.ts runs with a 2-second one.
useServer();

/** Signs a token the way the server does (HS256 with the test server's JWT_SECRET, see harness.ts). */
function signToken(payload: Record<string, unknown>) {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${head}.${createHmac('sha256', 'test-jwt-secret-0123456789').update(head).digest('base64url')}`;
}

const PASSWORD = 'Jasmin-Carthage-77';
const CHROMIUM_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0';

interface Device {
  token: string;
  /** The refresh cookie's value, as the browser keeps it. */
  cookie: string;
}

/** The refresh cookie a response sets: its value and its attributes; null when it sets none. */
function refreshCookieOf(res: ApiResponse): { value: string; attributes: string } | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith('souk_refresh='));
  if (!line) return null;
  const [pair = '', ...attributes] = line.split(';');
  return { value: decodeURIComponent(pair.slice('souk_refresh='.length)), attributes: attributes.join(';') };
}

async function signIn(email: string, userAgent = CHROMIUM_LINUX): Promise<Device> {
  const res = await api('POST', '/api/auth/signin', { body: { email, password: PASSWORD }, headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  const cookie = refreshCookieOf(res);
  expect(cookie).not.toBeNull();
  return { token: res.body.token, cookie: cookie!.value };
}

const refresh = (cookie: string) => api('POST', '/api/auth/refresh', { headers: { cookie: `souk_refresh=${encodeURIComponent(cookie)}` } });
const profileStatus = async (token: string) => (await api('GET', '/api/profile', { token })).status;
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: number; sid: string; exp: number; iat: number };

describe('sign-in opens a session', () => {
  it('answers { token, user } and puts the refresh token in an httpOnly, SameSite=Lax cookie for /api/auth only', async () => {
    const account = await signUp('Cookie', { confirm: false });
    const res = await api('POST', '/api/auth/signin', { body: { email: account.user.email, password: PASSWORD } });
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
    const cookie = refreshCookieOf(res)!;
    expect(cookie.attributes).toMatch(/httponly/i);
    expect(cookie.attributes).toMatch(/samesite=lax/i);
    expect(cookie.attributes).toMatch(/path=\/api\/auth/i);
    // Plain http here: a Secure cookie would never come back.
    expect(cookie.attributes).not.toMatch(/secure/i);
    expect(JSON.stringify(res.body)).not.toContain(cookie.value);
    // 15 minutes by default, naming its session row.
    const { exp, iat, sid } = claims(res.body.token);
    expect(exp - iat).toBe(15 * 60);
    expect(sid).toMatch(/^[0-9a-f]{32}$/);
    // The row keeps a hash of the refresh secret, never the secret.
    const [row] = await sql<{ refresh_hash: string }>('SELECT refresh_hash FROM user_sessions WHERE id = ?', [sid]);
    expect(row!.refresh_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie.value).not.toContain(row!.refresh_hash);
  });

  it('sign-up opens one too', async () => {
    const account = await signUp('Nouvelle', { confirm: false });
    expect(claims(account.token).sid).toMatch(/^[0-9a-f]{32}$/);
    expect(await profileStatus(account.token)).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token on every use; each new access token works', async () => {
    const account = await signUp('Rotation', { confirm: false });
    const device = await signIn(account.user.email);
    const first = await refresh(device.cookie);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['token']);
    const next = refreshCookieOf(first)!.value;
    expect(next).not.toBe(device.cookie);
    expect(claims(first.body.token).sid).toBe(claims(device.token).sid);
    expect(await profileStatus(first.body.token)).toBe(200);
    const second = await refresh(next);
    expect(second.status).toBe(200);
    expect(refreshCookieOf(second)!.value).not.toBe(next);
    expect(await profileStatus(second.body.token)).toBe(200);
  });

  it('a token just rotated by a concurrent tab gets an access token but no new cookie', async () => {
    const account = await signUp('Onglets', { confirm: false });
    const device = await signIn(account.user.email);
    const [a, b] = await Promise.all([refresh(device.cookie), refresh(device.cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // Exactly one of the two rotated the cookie.
    expect([refreshCookieOf(a), refreshCookieOf(b)].filter(Boolean)).toHaveLength(1);
    const rotated = (refreshCookieOf(a) ?? refreshCookieOf(b))!.value;
    expect((await refresh(rotated)).status).toBe(200);
  });

  it('reuse of an older refresh token revokes the session (token theft)', async () => {
    const account = await signUp('Volée', { confirm: false });
    const device = await signIn(account.user.email);
    const other = await signIn(account.user.email);
    const r1 = await refresh(device.cookie);
    const c1 = refreshCookieOf(r1)!.value;
    const r2 = await refresh(c1);
    const c2 = refreshCookieOf(r2)!.value;
    // The thief replays the first cookie: neither current nor just rotated.
    const replay = await refresh(device.cookie);
    expect(replay.status).toBe(401);
    expect(replay.body.error.details.code).toBe('session_expired');
    expect(refreshCookieOf(replay)?.value).toBe('');
    // The whole session is over: its refresh cookie and its access tokens.
    expect((await refresh(c2)).status).toBe(401);
    const read = await api('GET', '/api/products', { token: r2.body.token });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-session')).toBe('expired');
    expect(await profileStatus(r2.body.token)).toBe(401);
    // The account's other session is untouched.
    expect(await profileStatus(other.token)).toBe(200);
    expect((await refresh(other.cookie)).status).toBe(200);
  });

  it('refuses without a cookie, with a malformed one, or with an unknown session', async () => {
    for (const res of [
      await api('POST', '/api/auth/refresh'),
      await refresh('nimporte-quoi'),
      await refresh(`${'a'.repeat(32)}.${'b'.repeat(43)}`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    }
  });
});

describe('sign-out and the sessions list', () => {
  it('lists only the account’s live sessions, this one marked, without any secret', async () => {
    const account = await signUp('Liste', { confirm: false });
    const stranger = await signUp('Autre', { confirm: false });
    const laptop = await signIn(account.user.email, CHROMIUM_LINUX);
    const phone = await signIn(account.user.email, FIREFOX_ANDROID);
    const res = await api('GET', '/api/auth/sessions', { token: laptop.token });
    expect(res.status).toBe(200);
    const sessions = res.body.data as Array<Record<string, unknown>>;
    // Sign-up's session, the laptop and the phone; none of the stranger's.
    expect(sessions.map((s) => s.id).sort()).toEqual([claims(account.token).sid, claims(laptop.token).sid, claims(phone.token).sid].sort());
    expect(sessions.map((s) => s.id)).not.toContain(claims(stranger.token).sid);
    for (const s of sessions) expect(Object.keys(s).sort()).toEqual(['browser', 'created_at', 'current', 'id', 'ip', 'last_used_at', 'os']);
    expect(JSON.stringify(res.body)).not.toMatch(/hash|refresh|[0-9a-f]{64}/);
    expect(JSON.stringify(res.body)).not.toContain(laptop.cookie.split('.')[1]);
    const mine = sessions.find((s) => s.id === claims(laptop.token).sid)!;
    expect(mine).toMatchObject({ current: true, browser: 'Chromium', os: 'Linux' });
    expect(mine.ip).toMatch(/^(127\.0\.0\.0\/24|::\/48)$/);
    expect(sessions.find((s) => s.id === claims(phone.token).sid)).toMatchObject({ current: false, browser: 'Firefox', os: 'Android' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it('revokes one session from another: its token and its refresh cookie stop at once', async () => {
    const account = await signUp('Révoque', { confirm: false });
    const laptop = await signIn(account.user.email);
    const phone = await signIn(account.user.email, FIREFOX_ANDROID);
    const stranger = await signUp('Intruse', { confirm: false });
    // Another user's session is not found, and stays alive.
    const foreign = await api('DELETE', `/api/auth/sessions/${claims(phone.token).sid}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.details.code).toBe('session_not_found');
    expect(await profileStatus(phone.token)).toBe(200);

    const res = await api('DELETE', `/api/auth/sessions/${claims(phone.token).sid}`, { token: laptop.token });
    expect(res.status).toBe(200);
    const stale = await api('GET', '/api/notifications/unread-count', { token: phone.token });
    expect(stale.status).toBe(401);
    expect(stale.body.error.details.code).toBe('session_expired');
    expect((await refresh(phone.cookie)).status).toBe(401);
    expect(await profileStatus(laptop.token)).toBe(200);
    const left = (await api('GET', '/api/auth/sessions', { token: laptop.token })).body.data as Array<{ id: string }>;
    expect(left.map((s) => s.id)).not.toContain(claims(phone.token).sid);
    // Twice: already over.
    expect((await api('DELETE', `/api/auth/sessions/${claims(phone.token).sid}`, { token: laptop.token })).status).toBe(404);
  });

  it('sign-out ends this session only; sign-out everywhere ends them all', async () => {
    const account = await signUp('Sortie', { confirm: false });
    const laptop = await signIn(account.user.email);
    const phone = await signIn(account.user.email);
    const out = await api('POST', '/api/auth/signout', { token: laptop.token, headers: { cookie: `souk_refresh=${laptop.cookie}` } });
    expect(out.status).toBe(200);
    expect(refreshCookieOf(out)?.value).toBe('');
    expect(await profileStatus(laptop.token)).toBe(401);
    expect((await refresh(laptop.cookie)).status).toBe(401);
    expect(await profileStatus(phone.token)).toBe(200);

    const tablet = await signIn(account.user.email);
    expect((await api('POST', '/api/auth/signout-everywhere', { token: tablet.token })).status).toBe(200);
    for (const device of [phone, tablet, { token: account.token, cookie: '' }]) expect(await profileStatus(device.token)).toBe(401);
    for (const device of [phone, tablet]) expect((await refresh(device.cookie)).status).toBe(401);
    const rows = await sql<{ n: number }>('SELECT count(*) AS n FROM user_sessions WHERE user_id = (SELECT id FROM up_users WHERE email = ?) AND revoked_at IS NULL', [account.user.email]);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

describe('what ends every session', () => {
  it('a password change revokes the other rows; this session goes on, refresh included', async () => {
    const account = await signUp('Changement', { confirm: false });
    const laptop = await signIn(account.user.email);
    const phone = await signIn(account.user.email);
    const res = await api('PATCH', '/api/profile', { token: laptop.token, body: { display_name: 'Changement', currentPassword: PASSWORD, newPassword: 'Olivier-Kairouan-42' } });
    expect(res.status).toBe(200);
    expect(claims(res.body.token).sid).toBe(claims(laptop.token).sid);
    expect(await profileStatus(res.body.token)).toBe(200);
    expect(await profileStatus(phone.token)).toBe(401);
    expect((await refresh(phone.cookie)).status).toBe(401);
    const renewed = await refresh(laptop.cookie);
    expect(renewed.status).toBe(200);
    expect(await profileStatus(renewed.body.token)).toBe(200);
  });

  it('a deactivation revokes every row; deletion removes them', async () => {
    const admin = await signInAdmin();
    const account = await signUp('Désactivé', { confirm: false });
    const device = await signIn(account.user.email);
    const body = { username: `desactive${Date.now()}`, email: account.user.email, first_name: 'Dora', last_name: 'Ennaceur', role: 'user', is_active: false };
    expect((await api('PUT', `/api/admin/users/${account.user.id}`, { token: admin.token, body })).status).toBe(200);
    expect((await refresh(device.cookie)).status).toBe(401);
    const live = await sql<{ n: number }>('SELECT count(*) AS n FROM user_sessions WHERE id = ? AND revoked_at IS NULL', [claims(device.token).sid]);
    expect(Number(live[0]!.n)).toBe(0);

    const leaving = await signUp('Partante', { confirm: false });
    const other = await signIn(leaving.user.email);
    const deleted = await api('DELETE', '/api/auth/delete-account', { token: other.token, body: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    expect((await refresh(other.cookie)).status).toBe(401);
    const rows = await sql('SELECT id FROM user_sessions WHERE user_id = ?', [claims(other.token).id]);
    expect(rows).toHaveLength(0);
  });

  it('a token from before sessions were rows (no sid), or naming another user’s session, is refused', async () => {
    const account = await signUp('Ancienne', { confirm: false });
    const other = await signUp('Voisine', { confirm: false });
    const { id, sid } = claims(account.token);
    const now = Math.floor(Date.now() / 1000);
    // The control: the same claims signed here are accepted, so the refusals below are about the claims.
    expect(await profileStatus(signToken({ id, sv: 0, sid, iat: now, exp: now + 600 }))).toBe(200);
    const legacy = await api('GET', '/api/products', { token: signToken({ id, sv: 0, iat: now, exp: now + 600 }) });
    expect(legacy.headers.get('x-session')).toBe('expired');
    expect(await profileStatus(signToken({ id, sv: 0, iat: now, exp: now + 600 }))).toBe(401);
    expect(await profileStatus(signToken({ id, sv: 0, sid: claims(other.token).sid, iat: now, exp: now + 600 }))).toBe(401);
  });
});
