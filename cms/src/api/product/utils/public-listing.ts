import type { Knex } from 'knex';

/**
 * What every public read asks of a listing (ARCHITECTURE, Decisions: listing lifecycle): not
 * hidden by moderation, and `active` — a state the lifecycle job writes (services/lifecycle.ts), so
 * the predicate is two equalities on the row, no clock, and the sort indexes are walked as before.
 */
export const PUBLIC_LISTING = { is_hidden: false, lifecycle: 'active' } as const;

export function wherePublic<Q extends Knex.QueryBuilder>(q: Q, alias: string | null = 'p'): Q {
  const col = (name: string) => (alias ? `${alias}.${name}` : name);
  return q.where(col('is_hidden'), PUBLIC_LISTING.is_hidden).where(col('lifecycle'), PUBLIC_LISTING.lifecycle) as Q;
}

/** A listing's page answers while it is active or sold (with 'Vendu'), never once closed or expired. */
export const PAGE_LIFECYCLES = ['active', 'sold'] as const;
