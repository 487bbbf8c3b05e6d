// End-to-end: the real API on a fresh in-memory PGlite with the demo seed, both apps built and served
// as static files, driven in Debian's Chromium. Ports differ from `npm start` so both can run at once.
import { defineConfig } from '@playwright/test';
import { e2eUrls, e2ePorts } from './support/urls';

const root = new URL('../..', import.meta.url).pathname;
const appEnv = {
  VITE_API_URL: `${e2eUrls.api}/api`,
  VITE_STAFF_APP_URL: e2eUrls.staff,
  VITE_ADMIN_APP_URL: e2eUrls.admin,
};

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${root}test-results/summary/e2e.json` }]],
  use: {
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: [
    {
      name: 'api',
      command: 'npm -w @crewbase/api start',
      cwd: root,
      url: `${e2eUrls.api}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(e2ePorts.api),
        PGLITE_DIR: 'memory://',
        SEED_DEMO: 'true',
        UPLOAD_DIR: '/tmp/crewbase-e2e-uploads',
        STAFF_APP_URL: e2eUrls.staff,
        ADMIN_APP_URL: e2eUrls.admin,
        AUTH_RATE_LIMIT_MAX: '1000',
        AUTH_RATE_LIMIT_ADDRESS_MAX: '5000',
        // The tests read mailed codes from the API's test mailbox, as the recipient would (support/outbox.ts).
        TEST_MAILBOX: 'true',
        LOG_LEVEL: 'warn',
      },
    },
    {
      name: 'staff-portal',
      // --manifest: `npm test` then checks the bundle budgets on this very build (check-bundle-size.mjs --built).
      command: `npx vite build --manifest --logLevel warn && npx vite preview --port ${e2ePorts.staff} --strictPort`,
      cwd: `${root}apps/staff-portal`,
      url: `${e2eUrls.staff}/staff/auth/login`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: { ...appEnv, STAFF_PORT: String(e2ePorts.staff) },
    },
    {
      name: 'admin-console',
      command: `npx vite build --manifest --logLevel warn && npx vite preview --port ${e2ePorts.admin} --strictPort`,
      cwd: `${root}apps/admin-console`,
      url: `${e2eUrls.admin}/admin/auth/login`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: { ...appEnv, ADMIN_PORT: String(e2ePorts.admin) },
    },
  ],
});
