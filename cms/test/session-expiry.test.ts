import { describe, expect, it } from 'vitest';
import { api, signUp, useServer, sleep } from './api';

/** A 2-second access token: expiry is seen without waiting 15 minutes. */
useServer({ ACCESS_TOKEN_TTL: '2s' });

const PASSWORD = 'Jasmin-Carthage-77';

describe('short-lived access tokens', () => {
  it('an expired access token is a visitor’s; the refresh cookie gives a new one', async () => {
    const account = await signUp('Expire', { confirm: false });
    const signin = await api('POST', '/api/auth/signin', { body: { email: account.user.email, password: PASSWORD } });
    const token = signin.body.token as string;
    const cookie = signin.headers.getSetCookie().find((c) => c.startsWith('souk_refresh='))!.split(';')[0]!;
    const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    expect(exp - iat).toBe(2);
    expect((await api('GET', '/api/profile', { token })).status).toBe(200);

    await sleep(3100);
    const expired = await api('GET', '/api/profile', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error.details.code).toBe('session_expired');
    const read = await api('GET', '/api/products', { token });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-session')).toBe('expired');

    // The session itself lives on: the refresh cookie gives the next access token.
    const renewed = await api('POST', '/api/auth/refresh', { headers: { cookie } });
    expect(renewed.status).toBe(200);
    expect((await api('GET', '/api/profile', { token: renewed.body.token })).status).toBe(200);
  });
});
