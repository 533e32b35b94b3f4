import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (browser downloads do not work here).
 * tests/e2e/start-server.ts starts the real server on a fresh database; the
 * client must be built first (npm test does it).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
process.env.E2E_PORT = String(port);
/**
 * Specs that change what every user of the site sees, or stop what every user relies on: published
 * design pages, the tab bar, site settings, map and WeChat providers, prices (the studio), the cluster's
 * processes, the TURN server every call is pointed at (the interview spec stops it to drop the network).
 * A spec that starts doing so belongs here.
 */
const SITE_WIDE_SPECS = /\/(cluster-reliability|design-form|design-operator|interview|map|popups|shell|studio[a-z-]*|tabbar|wechat-login)\.spec\.ts$/;

/**
 * Three lanes on two cores. The site-wide specs run one at a time ('site'), beside the Storybook stories,
 * which need only the static Storybook build ('storybook'). Then the other app specs run two at a time
 * ('app'): each makes its own users and data (scripts/e2e-shuffle.ts runs them in any order), and nothing
 * site-wide changes under them. `npm test` runs the first two lanes, then 'app' with --no-deps, so a
 * site-wide failure still lets every app spec report.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Waits for a condition, never a fixed time: a busy two-core machine (two browsers, two server
  // processes) took more than the 5 s default to show a page a few times.
  expect: { timeout: 10_000 },
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
    { name: 'site', testMatch: SITE_WIDE_SPECS, workers: 1 },
    { name: 'storybook', testMatch: /storybook\.spec\.ts$/, workers: 1 },
    { name: 'app', testIgnore: [/storybook\.spec\.ts$/, SITE_WIDE_SPECS], workers: 2, dependencies: ['site'] },
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
