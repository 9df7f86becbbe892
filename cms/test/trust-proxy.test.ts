import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { RATE_RULES } from '../src/http/rate-limit';

/**
 * TRUST_PROXY decides whether X-Forwarded-For names the client: set (behind a reverse proxy), each
 * forwarded address has its own sign-in budget; unset, the header is ignored and every request
 * counts against the socket's address. Sign-in is limited per IP (production numbers here).
 */
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

async function signInStatuses(server: TestServer, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < RATE_RULES.signin.ip + 3; i++) {
    const res = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(i) },
      body: JSON.stringify({ email: `inconnu${i}@test.souk.tn`, password: 'pas-le-bon' }),
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('X-Forwarded-For and TRUST_PROXY', () => {
  it('honoured when TRUST_PROXY is set', async () => {
    const server = await startServer({ env: { TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '1' } });
    servers.push(server);
    // One budget per forwarded client: nobody is cut off.
    expect(await signInStatuses(server, (i) => `203.0.113.${i + 1}`)).not.toContain(429);
    // One forwarded client trying too often is.
    expect(await signInStatuses(server, () => '198.51.100.7')).toContain(429);
  }, 240_000);

  it('ignored when it is not', async () => {
    const server = await startServer({ env: { RATE_LIMIT_SCALE: '1' } });
    servers.push(server);
    const statuses = await signInStatuses(server, (i) => `203.0.113.${i + 1}`);
    expect(statuses.slice(0, RATE_RULES.signin.ip)).not.toContain(429);
    expect(statuses.slice(RATE_RULES.signin.ip)).toEqual([429, 429, 429]);
  }, 240_000);
});
