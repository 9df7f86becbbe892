import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import os from 'os';
import path from 'path';
import { Client } from 'pg';
import { Database } from '@strapi/database';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { checkCommits } from '../src/framework/checked-commit';

/**
 * Strapi's own Database on the machine's PostgreSQL (no tables: transactions only): the connection
 * of a transaction is cut between its last statement and its COMMIT, as a database restart does.
 */
const PG_URL = process.env.SOUK_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
type StrapiDb = {
  transaction(cb?: (p: { trx: Knex.Transaction }) => unknown): Promise<unknown>;
  connection: Knex;
};

const openDatabase = () =>
  new Database({
    connection: { client: 'postgres', connection: { connectionString: `${PG_URL}/postgres` }, pool: { min: 0, max: 3 } },
    settings: { migrations: { dir: path.join(os.tmpdir(), 'souk-no-migrations') } },
  } as never) as unknown as StrapiDb;

describe.skipIf(process.env.SOUK_TEST_DB !== 'postgres')('a transaction whose COMMIT fails', () => {
  const admin = new Client({ connectionString: `${PG_URL}/postgres` });
  const databases: StrapiDb[] = [];
  const database = (checked: boolean) => {
    const db = openDatabase();
    if (checked) checkCommits({ db } as unknown as Core.Strapi);
    databases.push(db);
    return db;
  };
  /** Ends the transaction's server process, as `pg_ctl stop -m fast` does. */
  const cut = async (trx: Knex.Transaction) => {
    const { rows } = await trx.raw<{ rows: Array<{ pid: number }> }>('select pg_backend_pid() as pid');
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
  };

  beforeAll(() => admin.connect());
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.connection.destroy()));
    await admin.end();
  });

  it('is reported as a success by Strapi and knex alone (why src/framework/checked-commit.ts exists)', async () => {
    // When this starts failing, knex or Strapi report a failed COMMIT themselves: the check can go.
    const db = database(false);
    await expect(db.transaction(async ({ trx }) => (await cut(trx), 'answered 201'))).resolves.toBe('answered 201');
  });

  it('fails the write once checked, in the callback form', async () => {
    const db = database(true);
    await expect(db.transaction(async ({ trx }) => (await cut(trx), 'answered 201'))).rejects.toThrow(/COMMIT/);
  });

  it('fails the write once checked, in the form the query layer uses (commit() on a handle)', async () => {
    const db = database(true);
    const handle = (await db.transaction()) as { get(): Knex.Transaction; commit(): Promise<void> };
    await cut(handle.get());
    await expect(handle.commit()).rejects.toThrow(/COMMIT/);
  });

  it('leaves working transactions alone, nested ones included', async () => {
    const db = database(true);
    const answer = await db.transaction(async ({ trx }) => {
      const inner = (await db.transaction(async ({ trx: same }) => {
        expect(same).toBe(trx);
        return (await same.raw<{ rows: Array<{ one: number }> }>('select 1 as one')).rows[0]!.one;
      })) as number;
      return inner + 1;
    });
    expect(answer).toBe(2);
    const handle = (await db.transaction()) as { get(): Knex.Transaction; commit(): Promise<void> };
    await handle.get().raw('select 1');
    await expect(handle.commit()).resolves.toBeUndefined();
  });
});
