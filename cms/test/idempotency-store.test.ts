import fs from 'fs';
import os from 'os';
import path from 'path';
import knexFactory, { type Knex } from 'knex';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_TTL_MS, databaseStore, ensureIdempotencyTable, PENDING_TTL_MS, redisStore, type IdempotencyStore } from '../src/http/idempotency-store';
import { flushPrefix, SHARED_REDIS_URL, uniqueRedisPrefix } from './redis';

/**
 * The stores behind Idempotency-Key (src/http/idempotency-store.ts), on a real SQLite file with a
 * clock the test moves, and on the machine's Redis: an answer is kept 24 hours, a claim whose
 * process died is taken over after 2 minutes, and two replicas (two store instances) share them.
 */
const answer = { status: 201, body: '{"data":{"id":"abc"}}', headers: { 'set-cookie': ['souk_refresh=x; path=/api/auth; httponly'] } };

describe('database store, with a controllable clock', () => {
  let knex: Knex;
  let dir: string;
  let now = Date.UTC(2026, 10, 28, 12);
  let store: IdempotencyStore;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-idem-'));
    knex = knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(dir, 'keys.db') }, useNullAsDefault: true });
    await ensureIdempotencyTable(knex);
    await ensureIdempotencyTable(knex); // again at every boot: a no-op
    store = databaseStore(() => knex, () => now);
  });
  afterAll(async () => {
    await knex.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the first answer for 24 hours, then the key is free again', async () => {
    const first = await store.claim('k1', 'fp');
    expect(first.claimed).toBe(true);
    if (!first.claimed) return;
    expect(await store.claim('k1', 'fp')).toEqual({ claimed: false, record: { fingerprint: 'fp', answer: null } });
    await store.complete('k1', first.owner, 'fp', answer);
    now += ANSWER_TTL_MS - 1000;
    expect(await store.claim('k1', 'fp')).toEqual({ claimed: false, record: { fingerprint: 'fp', answer } });
    expect(await store.claim('k1', 'other')).toEqual({ claimed: false, record: { fingerprint: 'fp', answer } });
    now += 2000;
    expect((await store.claim('k1', 'other')).claimed).toBe(true);
    // Expired rows are deleted by the next claims, not kept forever.
    now += ANSWER_TTL_MS + 1;
    await store.claim('k2', 'fp');
    expect((await knex('idempotency_keys').select('id')).map((r: { id: string }) => r.id)).toEqual(['k2']);
  });

  it('a claim whose request never finished is taken over after 2 minutes, once; a released key is free at once', async () => {
    const dead = await store.claim('k3', 'fp');
    expect(dead.claimed).toBe(true);
    now += PENDING_TTL_MS - 1000;
    expect((await store.claim('k3', 'fp')).claimed).toBe(false);
    now += 2000;
    const taken = await store.claim('k3', 'fp');
    expect(taken.claimed).toBe(true);
    expect((await store.claim('k3', 'fp')).claimed).toBe(false);
    // The dead owner's late answer is not kept over the new owner's claim.
    if (dead.claimed) await store.complete('k3', dead.owner, 'fp', answer);
    expect(await store.claim('k3', 'fp')).toEqual({ claimed: false, record: { fingerprint: 'fp', answer: null } });
    if (taken.claimed) await store.release('k3', taken.owner);
    expect((await store.claim('k3', 'fp')).claimed).toBe(true);
  });
});

describe('Redis store, shared by two replicas', () => {
  const prefix = uniqueRedisPrefix('idempotency');
  const clients: Redis[] = [];
  const replica = () => {
    const client = new Redis(SHARED_REDIS_URL, { maxRetriesPerRequest: 1 });
    clients.push(client);
    const unused: IdempotencyStore = {
      claim: () => Promise.reject(new Error('Redis answered: the database is not asked')),
      complete: () => Promise.reject(new Error('unused')),
      release: () => Promise.reject(new Error('unused')),
    };
    return redisStore({ client, prefix, subscriber: () => client }, unused);
  };
  afterAll(async () => {
    await flushPrefix(SHARED_REDIS_URL, prefix);
    for (const client of clients) client.disconnect();
  });

  it('an answer kept by one replica is what the other answers; a claim expires by itself, an answer after 24 hours', async () => {
    const [a, b] = [replica(), replica()];
    const claim = await a.claim('k', 'fp');
    expect(claim.claimed).toBe(true);
    expect(await b.claim('k', 'fp')).toEqual({ claimed: false, record: { fingerprint: 'fp', answer: null } });
    const ttlPending = await clients[0]!.pttl(`${prefix}idem:k`);
    expect(ttlPending).toBeGreaterThan(PENDING_TTL_MS - 5000);
    expect(ttlPending).toBeLessThanOrEqual(PENDING_TTL_MS);
    if (claim.claimed) await a.complete('k', claim.owner, 'fp', answer);
    expect(await b.claim('k', 'fp')).toEqual({ claimed: false, record: { fingerprint: 'fp', answer } });
    expect(await b.claim('k', 'autre')).toEqual({ claimed: false, record: { fingerprint: 'fp', answer } });
    const ttl = await clients[0]!.pttl(`${prefix}idem:k`);
    expect(ttl).toBeGreaterThan(ANSWER_TTL_MS - 5000);
    expect(ttl).toBeLessThanOrEqual(ANSWER_TTL_MS);
  });

  it('a released claim is free for the other replica at once', async () => {
    const [a, b] = [replica(), replica()];
    const claim = await a.claim('r', 'fp');
    if (claim.claimed) await a.release('r', claim.owner);
    expect((await b.claim('r', 'fp')).claimed).toBe(true);
  });
});
