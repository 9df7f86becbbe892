import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// The real stack (`npm start`: Strapi serving the API and the built site) on a fresh seeded SQLite
// database. The file name is fixed once in the runner process; workers inherit it via the env.
// SOUK_E2E_PORT lets several checkouts run the suite side by side on one machine.
const PORT = Number(process.env.SOUK_E2E_PORT ?? 1339);
// Point the suite at an already running site instead (e.g. `npm run dev`): SOUK_E2E_BASE_URL=http://localhost:5173
const externalBaseURL = process.env.SOUK_E2E_BASE_URL;
process.env.SOUK_E2E_DB ??= path.join(os.tmpdir(), `souk-e2e-${Date.now()}.db`);
// The run's SMTP receiver (global-setup.ts): its port sits next to the site's, its mails in a folder.
process.env.SOUK_E2E_SMTP_PORT ??= String(PORT + 1);
process.env.SOUK_E2E_MAILDIR ??= path.join(os.tmpdir(), `souk-e2e-mail-${Date.now()}`);

// Playwright's own browser download is not available here: Debian's Chromium is used instead.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: externalBaseURL ?? `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Africa/Tunis',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: externalBaseURL
    ? undefined
    : {
        command: 'node ../scripts/start.mjs',
        url: `http://127.0.0.1:${PORT}/api/products`,
        // A first boot seeds the demo data and draws its photos: minutes on a loaded 2-core box.
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATABASE_CLIENT: 'sqlite',
          DATABASE_FILENAME: process.env.SOUK_E2E_DB,
          SEED_DEMO: 'true',
          ADMIN_EMAIL: 'admin@souk.tn',
          ADMIN_PASSWORD: 'Admin-Souk-2026',
          // One IP signs up and in many times across the suite: a 20x budget, limits still on.
          RATE_LIMIT_SCALE: '20',
          // Account e-mails go to the receiver of global-setup.ts.
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: process.env.SOUK_E2E_SMTP_PORT,
          SMTP_FROM: 'Souk <no-reply@e2e.souk.tn>',
          // Tests never fetch real map tiles: this path is not served, so tiles fail (the map's
          // fallback) unless a spec routes it to an image (tests/map.spec.ts).
          MAP_TILE_URL: '/e2e-tiles/{z}/{x}/{y}.png',
          GEOCODER_URL: '',
        },
      },
});
