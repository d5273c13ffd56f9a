import { defineConfig } from '@playwright/test';
import { CATCHER_PORT, E2E_OUTBOX } from './e2e/mail.ts';
import { OWNER_PORT, OWNER_URL } from './e2e/ownerSite.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { PAUSE_CHOICE_KEY } from './src/features/background/pauseStore.ts';

const PORT = 4173;
const SUBPATH_PORT = 4174;

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

// Most tests are not about the background: they start as a visitor who paused it on an earlier visit
// (the choice the page keeps in localStorage), so that its drawing does not take the cores the tests
// share. The background's own tests and the whole-page visits start as a first visit (FIRST_VISIT).
const pausedBackground = {
  cookies: [],
  origins: [PORT, SUBPATH_PORT, OWNER_PORT].map((port) => ({
    origin: `http://127.0.0.1:${port}`,
    localStorage: [{ name: PAUSE_CHOICE_KEY, value: 'paused' }],
  })),
};

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    storageState: pausedBackground,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: 'subpath.spec.ts', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      // nginx.spec.ts checks the server, not the viewport: once is enough.
      testIgnore: ['subpath.spec.ts', 'nginx.spec.ts'],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    // The build served from a sub-path, as on GitHub Pages project sites.
    {
      name: 'subpath',
      testMatch: 'subpath.spec.ts',
      use: { viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${SUBPATH_PORT}/portfolio/` },
    },
  ],
  webServer: [
    // The built site (`--mode e2e`, see .env.e2e), served like a static host: 404.html for unknown paths.
    {
      command: `npx vite preview --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx vite preview --port ${SUBPATH_PORT} --strictPort --outDir dist-subpath`,
      env: { BASE_PATH: '/portfolio/' },
      url: `http://127.0.0.1:${SUBPATH_PORT}/portfolio/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The site built from an owner's photos and projects (e2e/ownerSite.ts).
    {
      command: `npx vite preview --port ${OWNER_PORT} --strictPort --outDir dist-owner`,
      url: OWNER_URL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The mail catcher the e2e build sends to; the tests read its outbox.
    {
      command: `npx tsx dev/mail-catcher.ts --port ${CATCHER_PORT} --outbox ${E2E_OUTBOX}`,
      url: `http://127.0.0.1:${CATCHER_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
