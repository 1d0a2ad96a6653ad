import fs from 'node:fs'
import { defineConfig } from '@playwright/test'
import type { ServicesWorker } from './tests/e2e/fixtures'

/**
 * Debian's chromium-headless-shell when installed (.ci/run installs it): Chromium's old headless
 * mode, which Playwright's own downloads use for headless runs; the same tests took a third less CPU
 * than in the full browser on two cores (decision 052). Else the full Chromium.
 */
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ?? '/usr/bin/chromium'

/**
 * Two projects on the one build (issue 34): `chromium`, the spec's build (SERVICES unset: farm
 * alone), runs every spec but the tests tagged @services; `services` runs only those, against the
 * server global-setup starts with all five services open (its own port and DATA_DIR): the route
 * walk of the four new services' routes in six languages, each service's catalog, the food,
 * grocery, chef and cookbook journeys, offline browsing and the service bar. Tests tagged @services live only in the
 * files listed below, so the services project loads no other file.
 */
const SERVICE_SPECS = ['routes.spec.ts', 'services-config.spec.ts', 'services-catalog.spec.ts', 'chef-booking.spec.ts', 'cookbook-recipe.spec.ts', 'services-offline.spec.ts', 'food-grocery.spec.ts']

export default defineConfig<unknown, ServicesWorker>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry in CI only: these machines are shared and noisy; a retried pass is reported as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    launchOptions: {
      executablePath: chromium,
      args: ['--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    serviceWorkers: 'allow',
    // Traced in CI only on a failed test's retry, whose trace is kept; locally (no retries) every
    // failed test's. Recording a trace on every test (snapshots of the page at each action) was a
    // quarter of the browser tests' CPU: 18 tests took 131-98 s against 171-180 s (decision 053).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, grepInvert: /@services/ },
    {
      name: 'services',
      use: { browserName: 'chromium', services: ['farm', 'food', 'grocery', 'chef', 'cookbook'] },
      testMatch: SERVICE_SPECS,
      grep: /@services/,
    },
  ],
})
