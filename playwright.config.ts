import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (browser downloads do not work here).
 * tests/e2e/start-server.ts starts the real server on a fresh database; the
 * client must be built first (npm test does it).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
process.env.E2E_PORT = String(port);
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // The app's specs share one server and its demo data, so they run one at a time; the Storybook
  // stories need only the static Storybook build and run beside them on the second core.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: 'list',
  webServer: [
    {
      command: 'node --import tsx tests/e2e/start-server.ts',
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 120_000,
      // scripts/e2e-shuffle.ts starts one server and runs each spec against it in a random order.
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      // The Storybook build, so its stories are opened in the browser too.
      command: 'node --import tsx tests/e2e/serve-static.ts storybook-static',
      url: `http://127.0.0.1:${process.env.E2E_STORYBOOK_PORT ?? 3198}/index.json`,
      timeout: 30_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    },
  ],
  projects: [
    { name: 'app', testIgnore: /storybook\.spec\.ts$/, workers: 1 },
    { name: 'storybook', testMatch: /storybook\.spec\.ts$/, workers: 1 },
  ],
  use: {
    ...devices['iPhone 13'],
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
