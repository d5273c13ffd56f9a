import { defineConfig } from '@playwright/test';
import { CATCHER_PORT, E2E_OUTBOX } from './e2e/mail.ts';

const PORT = 4173;

// Debian's Chromium: tests never download a browser of their own.
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
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
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  webServer: [
    // The built site (`--mode e2e`, see .env.e2e), served like a static host: 404.html for unknown paths.
    {
      command: `npx vite preview --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
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
