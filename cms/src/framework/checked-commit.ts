import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { FrameworkShortcut } from './index';

/**
 * A transaction whose COMMIT fails must fail its caller. Strapi's `Database#transaction` starts
 * every transaction without a container (`knex.transaction()`) and ends it with `trx.commit()`;
 * knex settles a failed COMMIT only on the transaction's `executionPromise` and resolves
 * `trx.commit()` anyway. When PostgreSQL went away between the last statement and the COMMIT
 * ("Client has encountered a connection error and is not queryable"), the write was rolled back
 * but the caller went on and answered 201: one acknowledged listing in two restart runs was lost
 * (cms/test/db-restart.test.ts). Every outermost transaction of `strapi.db` — the API's own and the
 * ones the document service and the query layer open for each write — now waits for that promise,
 * so a failed COMMIT throws (a connection error becomes the usual 503, decision 41).
 */
type Callback = (params: { trx: Knex.Transaction }) => unknown;
interface Handle {
  commit(): Promise<void>;
  rollback(): Promise<void>;
  get(): Knex.Transaction;
}
type Transaction = (cb?: Callback) => Promise<unknown>;

const installed = new WeakSet<object>();

/** The COMMIT's own outcome (knex's execution promise rejects with the COMMIT's error). */
const committed = (trx: Knex.Transaction) => trx.executionPromise;

export function checkCommits(strapi: Core.Strapi) {
  const db = strapi.db as unknown as { transaction: Transaction; inTransaction(): boolean };
  if (installed.has(db)) return;
  installed.add(db);
  const original: Transaction = db.transaction.bind(db);
  db.transaction = async (cb?: Callback) => {
    // A nested call joins the outer transaction, whose owner commits and checks.
    if (db.inTransaction()) return original(cb);
    if (!cb) {
      const handle = (await original()) as Handle;
      return {
        ...handle,
        async commit() {
          await handle.commit();
          await committed(handle.get());
        },
      };
    }
    let trx: Knex.Transaction | null = null;
    const result = await original((params) => {
      trx = params.trx;
      return cb(params);
    });
    if (trx) await committed(trx);
    return result;
  };
}

/** Checked against 5.54.0's @strapi/database Database#transaction (knex 3). A correctness fix, not a speed-up: off, a failed COMMIT can answer 2xx again. */
export const checkedCommitShortcut: FrameworkShortcut = {
  name: 'checked-commit',
  replaces: '@strapi/database Database#transaction',
  checkedAgainst: '5.54.0',
  install: (strapi) => checkCommits(strapi),
};
