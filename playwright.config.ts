import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
// E2E_BASE_URL points the tests at a server you already run (handy while writing tests).
const BASE = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`

/**
 * End-to-end tests in Debian's Chromium against the shop's server (src/server/serve.ts around Next, ADR 021) on
 * the production build, with its own freshly seeded SQLite database (tmp/e2e/shop.db).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'tmp/e2e-results.json' }]],
  use: {
    baseURL: BASE,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/log-audit/**',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Reads the server log once every other test has run (scripts/e2e-server.sh writes it; ADR 015).
    {
      name: 'log-audit',
      testMatch: '**/log-audit/*.spec.ts',
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'bash scripts/e2e-server.sh',
        url: `${BASE}/api/__health/`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: { E2E_PORT: String(PORT) },
      },
})
