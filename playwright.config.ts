import { defineConfig } from '@playwright/test';
import { CATCHER_PORT } from './e2e/mail.ts';
import { urlOf } from './e2e/sites.ts';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './scripts/chromium.ts';

const launchOptions = { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
// The tags of e2e/page.ts: which tests each kind of screen leaves out.
const NOT_ON_DESKTOP = /@phone/;
const NOT_ON_PHONE = /@one-size|@desktop/;

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
    baseURL: urlOf('demo'),
    launchOptions,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['subpath.spec.ts', 'owner-site.spec.ts'],
      use: DESKTOP,
      grepInvert: NOT_ON_DESKTOP,
    },
    {
      name: 'mobile',
      // nginx.spec.ts checks the server, not the viewport: once is enough.
      testIgnore: ['subpath.spec.ts', 'nginx.spec.ts', 'owner-site.spec.ts'],
      use: MOBILE,
      grepInvert: NOT_ON_PHONE,
    },
    // The owner's own site (src/content/), and the same checks on another owner's content.
    // The minimal fixture proves the checks follow the content they read: once, at the laptop size.
    ...(
      [
        ['site-desktop', 'site', DESKTOP],
        ['site-mobile', 'site', MOBILE],
        ['minimal-desktop', 'minimal', DESKTOP],
      ] as const
    ).map(([name, site, use]) => ({
      name,
      testMatch: 'owner-site.spec.ts',
      metadata: { site },
      use: { ...use, baseURL: urlOf(site) },
      grepInvert: use === MOBILE ? NOT_ON_PHONE : NOT_ON_DESKTOP,
    })),
    // The build served from a sub-path, as on GitHub Pages project sites.
    {
      name: 'subpath',
      testMatch: 'subpath.spec.ts',
      use: { ...DESKTOP, baseURL: urlOf('subpath') },
      grepInvert: NOT_ON_DESKTOP,
    },
  ],
  // Every test site and the mail catcher, which the tests read the outbox of.
  webServer: {
    command: 'npx tsx e2e/serve.ts',
    url: `http://127.0.0.1:${CATCHER_PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
