import type { Core } from '@strapi/strapi';
import { TABLES } from '../../../lib/tables';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async publicStats() {
    const knex = strapi.db.connection;
    const [products, users] = await Promise.all([
      knex(TABLES.products).where('is_hidden', false).count({ n: 'id' }).first(),
      knex(TABLES.users).count({ n: 'id' }).first(),
    ]);
    return { totalProducts: Number(products?.n ?? 0), totalUsers: Number(users?.n ?? 0) };
  },
});
