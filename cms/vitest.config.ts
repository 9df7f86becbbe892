import { defineConfig } from 'vitest/config';

// API tests boot a real Strapi (compiled to dist/) on a fresh database and speak HTTP.
// SOUK_TEST_DB=sqlite|postgres picks the database; `npm test` at the root runs both.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
    reporters: ['default'],
  },
});
