import { defineConfig } from 'vitest/config';

// API tests boot a real Strapi (compiled to dist/) on a fresh database and speak HTTP.
// SOUK_TEST_DB=sqlite|postgres picks the database; `npm test` at the root runs both.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    // A server's boot plus its first writes (SOUK_TEST_BOOT_MS raises both on a busy machine).
    hookTimeout: Number(process.env.SOUK_TEST_BOOT_MS ?? 150_000) + 30_000,
    fileParallelism: false,
    pool: 'forks',
    reporters: ['default'],
  },
});
