import type { Core } from '@strapi/strapi';
import type { AdminHealth, MonthChange, AdminStats } from '@souk/domain';
import { dbDate } from '../../../db/sql';
import { countOf } from '../../../http/pagination';
import { TABLES } from '../../../db/tables';

const DAY = 24 * 3600_000;

export function monthChange(current: number, previous: number): MonthChange {
  return { current, previous, changePercent: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10 };
}

/** The admin dashboard's figures, all counted from the database. */
const service = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The admin badge's health: this answer proves the API runs; one trivial query proves the database does. */
  async health(): Promise<AdminHealth> {
    const started = performance.now();
    try {
      await strapi.db.connection.raw('SELECT 1');
      return { status: 'ok', checks: { api: 'ok', database: 'ok' }, databaseMs: Math.round(performance.now() - started) };
    } catch (error) {
      strapi.log.warn(`[health] database check failed: ${(error as Error).message}`);
      return { status: 'degraded', checks: { api: 'ok', database: 'down' }, databaseMs: null };
    }
  },

  async compute(now = new Date()): Promise<AdminStats> {
    const knex = strapi.db.connection;
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const at = (d: Date) => dbDate(strapi, d);
    const count = (table: string, where?: (q: ReturnType<typeof knex>) => void) => {
      const q = knex(table);
      where?.(q);
      return q.count({ n: 'id' }).first().then((r) => countOf(r));
    };
    const createdBetween = (table: string, from: Date, to?: Date) =>
      count(table, (q) => {
        q.where('created_at', '>=', at(from));
        if (to) q.where('created_at', '<', at(to));
      });

    const [totalProducts, totalUsers, totalCategories, totalOrders, activeUsers, ...months] = await Promise.all([
      count(TABLES.products),
      count(TABLES.users),
      count(TABLES.categories),
      count(TABLES.conversations),
      count(TABLES.users, (q) => q.where('last_login', '>=', at(new Date(now.getTime() - 30 * DAY)))),
      createdBetween(TABLES.products, thisMonth),
      createdBetween(TABLES.products, lastMonth, thisMonth),
      createdBetween(TABLES.users, thisMonth),
      createdBetween(TABLES.users, lastMonth, thisMonth),
      createdBetween(TABLES.conversations, thisMonth),
      createdBetween(TABLES.conversations, lastMonth, thisMonth),
    ]);
    const [productsNow, productsBefore, usersNow, usersBefore, ordersNow, ordersBefore] = months as [number, number, number, number, number, number];
    return {
      totalProducts,
      totalUsers,
      totalCategories,
      totalOrders,
      recentProducts: productsNow,
      activeUsers,
      monthOverMonth: {
        products: monthChange(productsNow, productsBefore),
        users: monthChange(usersNow, usersBefore),
        orders: monthChange(ordersNow, ordersBefore),
      },
    };
  },
});

export default service;
export type AdminStatsService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    'admin-stats': typeof service;
  }
}
