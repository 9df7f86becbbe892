import { randomUUID } from 'crypto';
import type { Knex } from 'knex';
import { reportRedisFailure, type SharedRedis } from '../cache/redis';

/**
 * Where the first answer of an idempotent write is kept (ARCHITECTURE decision 68): the database
 * by default, Redis when REDIS_URL is set (the database again while Redis is away). Every replica
 * reads the same store, so a repeat lands on any of them.
 */
export const IDEMPOTENCY_TABLE = 'idempotency_keys';
/** A repeat returns the first answer for this long. */
export const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim whose request never finished (its process died) is taken over after this long. */
export const PENDING_TTL_MS = 2 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  body: string;
  headers: Record<string, string | string[]>;
}

export interface KeyRecord {
  fingerprint: string;
  /** Null while the first request is still being served. */
  answer: StoredAnswer | null;
}

export type Claim = { claimed: true; owner: string } | { claimed: false; record: KeyRecord };

export interface IdempotencyStore {
  claim(id: string, fingerprint: string): Promise<Claim>;
  complete(id: string, owner: string, fingerprint: string, answer: StoredAnswer): Promise<void>;
  release(id: string, owner: string): Promise<void>;
}

export async function ensureIdempotencyTable(knex: Knex) {
  if (await knex.schema.hasTable(IDEMPOTENCY_TABLE)) return;
  await knex.schema.createTable(IDEMPOTENCY_TABLE, (t) => {
    t.string('id', 64).primary();
    t.string('fingerprint', 64).notNullable();
    t.string('owner', 36).notNullable();
    t.integer('status').nullable();
    t.text('body').nullable();
    t.text('headers').nullable();
    t.bigInteger('created_at').notNullable().index();
  });
}

interface Row {
  fingerprint: string;
  owner: string;
  status: number | null;
  body: string | null;
  headers: string | null;
  created_at: number | string;
}

const recordOf = (row: Row): KeyRecord => ({
  fingerprint: row.fingerprint,
  answer: row.status === null ? null : { status: Number(row.status), body: row.body ?? '', headers: JSON.parse(row.headers ?? '{}') as StoredAnswer['headers'] },
});

/** The database store; `now` is the clock (tests move it). */
export function databaseStore(knex: () => Knex, now: () => number = Date.now): IdempotencyStore {
  return {
    async claim(id, fingerprint) {
      const at = now();
      const owner = randomUUID();
      // Expired answers go first (an indexed range, a handful of rows per claim).
      await knex()(IDEMPOTENCY_TABLE).where('created_at', '<', at - ANSWER_TTL_MS).delete();
      await knex()(IDEMPOTENCY_TABLE).insert({ id, fingerprint, owner, created_at: at }).onConflict('id').ignore();
      const row = (await knex()(IDEMPOTENCY_TABLE).where('id', id).first()) as Row | undefined;
      if (!row) return this.claim(id, fingerprint); // expired and deleted by another claim meanwhile
      if (row.owner === owner) return { claimed: true, owner };
      // A first request that never finished (its process died): the repeat takes its place, once.
      if (row.status === null && row.fingerprint === fingerprint && Number(row.created_at) < at - PENDING_TTL_MS) {
        const taken = await knex()(IDEMPOTENCY_TABLE).where({ id, owner: row.owner }).whereNull('status').update({ owner, created_at: at });
        if (Number(taken) === 1) return { claimed: true, owner };
      }
      return { claimed: false, record: recordOf(row) };
    },
    async complete(id, owner, _fingerprint, answer) {
      await knex()(IDEMPOTENCY_TABLE).where({ id, owner }).update({ status: answer.status, body: answer.body, headers: JSON.stringify(answer.headers) });
    },
    async release(id, owner) {
      await knex()(IDEMPOTENCY_TABLE).where({ id, owner }).whereNull('status').delete();
    },
  };
}

interface RedisEntry {
  fingerprint: string;
  owner: string;
  answer: StoredAnswer | null;
}

/**
 * The Redis store: a pending claim lives PENDING_TTL_MS (a dead process's claim expires by itself),
 * an answer ANSWER_TTL_MS. A command that fails sends that call to `fallback` (the database).
 */
export function redisStore(redis: SharedRedis, fallback: IdempotencyStore): IdempotencyStore {
  const key = (id: string) => `${redis.prefix}idem:${id}`;
  const read = async (id: string) => {
    const raw = await redis.client.get(key(id));
    return raw ? (JSON.parse(raw) as RedisEntry) : null;
  };
  const owners = new Map<string, 'redis' | 'db'>();
  return {
    async claim(id, fingerprint) {
      const owner = randomUUID();
      try {
        for (let attempt = 0; attempt < 3; attempt++) {
          const entry: RedisEntry = { fingerprint, owner, answer: null };
          if ((await redis.client.set(key(id), JSON.stringify(entry), 'PX', PENDING_TTL_MS, 'NX')) === 'OK') {
            owners.set(owner, 'redis');
            return { claimed: true, owner };
          }
          const existing = await read(id);
          if (existing) return { claimed: false, record: { fingerprint: existing.fingerprint, answer: existing.answer } };
        }
        return { claimed: false, record: { fingerprint, answer: null } };
      } catch (error) {
        reportRedisFailure(error);
        const claim = await fallback.claim(id, fingerprint);
        if (claim.claimed) owners.set(claim.owner, 'db');
        return claim;
      }
    },
    async complete(id, owner, fingerprint, answer) {
      const where = owners.get(owner);
      owners.delete(owner);
      if (where === 'db') return fallback.complete(id, owner, fingerprint, answer);
      try {
        const existing = await read(id);
        if (existing && existing.owner !== owner) return;
        await redis.client.set(key(id), JSON.stringify({ fingerprint, owner, answer } satisfies RedisEntry), 'PX', ANSWER_TTL_MS);
      } catch (error) {
        reportRedisFailure(error);
      }
    },
    async release(id, owner) {
      const where = owners.get(owner);
      owners.delete(owner);
      if (where === 'db') return fallback.release(id, owner);
      try {
        const existing = await read(id);
        if (existing?.owner === owner && existing.answer === null) await redis.client.del(key(id));
      } catch (error) {
        reportRedisFailure(error);
      }
    },
  };
}
