// `npm run seed`: fills an EMPTY database with the demo data (the same bootstrap seed as
// SEED_DEMO=true at start-up), then exits. A database that already holds products is left as it
// is. Compiles the cms and uses the database of the usual environment (DATABASE_* variables).
// CommonJS on purpose: Strapi's ESM build does not load under Node's ESM resolver (lodash/fp).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileStrapi, createStrapi } = require('@strapi/strapi');

async function main() {
  process.env.SEED_DEMO = 'true';
  const context = await compileStrapi();
  const app = await createStrapi({ ...context, autoReload: false, serveAdminPanel: false }).load();
  const [{ n }] = await app.db.connection('products').count({ n: 'id' });
  app.log.info(`[seed] ${n} products in the database`);
  await app.destroy();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
