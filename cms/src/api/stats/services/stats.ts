import type { Core } from '@strapi/strapi';
import { TABLES } from '../../../db/tables';
import { wherePublic } from '../../product/utils/public-listing';

const service = ({ strapi }: { strapi: Core.Strapi }) => ({
  async publicStats() {
    const knex = strapi.db.connection;
    const [products, users] = await Promise.all([
      wherePublic(knex(TABLES.products), null).count({ n: 'id' }).first(),
      knex(TABLES.users).count({ n: 'id' }).first(),
    ]);
    return { totalProducts: Number(products?.n ?? 0), totalUsers: Number(users?.n ?? 0) };
  },
});

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    stats: typeof service;
  }
}
