import type { Knex } from 'knex';

/**
 * How many rows PostgreSQL's planner expects `query` to return (`EXPLAIN`, nothing executed): its
 * column statistics, about a millisecond of planning. An estimate, off by many times where filters
 * are correlated (see utils/facet-pass.ts estimatedRows): callers let it choose an order of work,
 * never an answer.
 */
export async function plannedRows(db: Knex, query: Knex.QueryBuilder): Promise<number> {
  const { sql, bindings } = query.toSQL();
  const answer = (await db.raw(`EXPLAIN (FORMAT JSON) ${sql}`, bindings as Knex.RawBinding[])) as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }> };
  return Number(answer.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}
