import type { Knex } from 'knex';

/**
 * How many rows PostgreSQL's planner expects `query` to return (`EXPLAIN`, nothing executed): its
 * column statistics, about a millisecond of planning. An estimate, off by a few times where filters
 * are correlated, so callers only act on it when it is far past what they care about.
 */
export async function plannedRows(db: Knex, query: Knex.QueryBuilder): Promise<number> {
  const { sql, bindings } = query.toSQL();
  const answer = (await db.raw(`EXPLAIN (FORMAT JSON) ${sql}`, bindings as Knex.RawBinding[])) as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }> };
  return Number(answer.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}
