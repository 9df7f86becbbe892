import { randomFillSync } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/** Small helpers for the few places that speak SQL (knex) on both SQLite and PostgreSQL. */
export function isPostgres(strapi: Core.Strapi): boolean {
  return String(strapi.db.config.connection.client).startsWith('p');
}

/** Strapi stores datetimes as epoch milliseconds on SQLite and as timestamps on PostgreSQL. */
export function dbDate(strapi: Core.Strapi, date: Date = new Date()): Date | number {
  return isPostgres(strapi) ? date : date.getTime();
}

export function toIso(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const toBool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't' || v === 'true';

export const toNumber = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};

export function parseJson<T>(v: unknown, fallback: T): T {
  if (v === null || v === undefined) return fallback;
  if (typeof v !== 'string') return v as T;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
}

/** Same shape as Strapi's documentId (cuid2-like, 24 lowercase alphanumerics) for rows we insert with SQL. */
// Random bytes are drawn 6 KB at a time: one getrandom call per id cost more than the rest of
// building a like's rows (ARCHITECTURE "Hot paths"). Still the system's CSPRNG.
const randomPool = Buffer.alloc(24 * 256);
let randomOffset = randomPool.length;

export function newDocumentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  if (randomOffset + 24 > randomPool.length) {
    randomFillSync(randomPool);
    randomOffset = 0;
  }
  const bytes = randomPool.subarray(randomOffset, (randomOffset += 24));
  let id = alphabet[bytes[0]! % 26]!;
  for (let i = 1; i < 24; i++) id += alphabet[bytes[i]! % alphabet.length];
  return id;
}

/** A unique-index violation, whatever the driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed|duplicate key/i.test(e?.message ?? '');
}

/** Escapes LIKE wildcards in user text. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Runs a query on the current Strapi transaction when there is one (document-service middlewares
 * run inside the studio's publish/update transactions; on SQLite a query on another connection
 * would wait forever for the single writer), on the plain connection otherwise.
 */
export function withCurrentDb<T>(strapi: Core.Strapi, run: (db: Knex) => Promise<T>): Promise<T> {
  if (strapi.db.inTransaction()) return strapi.db.transaction(({ trx }) => run(trx as unknown as Knex)) as Promise<T>;
  return run(strapi.db.connection as unknown as Knex);
}

/**
 * A derived table's fill mark (PostgreSQL): the boot notes on the table (COMMENT ON TABLE) which
 * version of it filled the rows, and fills it again when the note is another. `note` is a constant.
 */
export async function hasTableNote(db: Knex, table: string, note: string): Promise<boolean> {
  const { rows } = (await db.raw("SELECT obj_description(?::regclass, 'pg_class') AS d", [table])) as { rows: Array<{ d: string | null }> };
  return rows[0]?.d === note;
}

export const setTableNote = (db: Knex, table: string, note: string) => db.raw(`COMMENT ON TABLE ?? IS '${note.replace(/'/g, "''")}'`, [table]);
