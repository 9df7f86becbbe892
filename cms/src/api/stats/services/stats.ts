import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async publicStats() {
    const knex = strapi.db.connection;
    const [products, users] = await Promise.all([
      knex('products').where('is_hidden', false).count({ n: 'id' }).first(),
      knex('up_users').count({ n: 'id' }).first(),
    ]);
    return { totalProducts: Number(products?.n ?? 0), totalUsers: Number(users?.n ?? 0) };
  },
});
