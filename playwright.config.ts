import { defineConfig } from '@playwright/test';
import { CATCHER_PORT } from './e2e/support/mail.ts';
import type { EngineOptions } from './e2e/support/engines.ts';
import { urlOf } from './e2e/support/sites.ts';
import { CHROMIUM_PATH, NO_GOOGLE, PLAYWRIGHT_CHROMIUM_ARGS } from './scripts/chromium.ts';

// One browser for every test: a spec with launch options of its own gets workers of its own, and
// each new worker cost about 4 s. Scrollbars show, as a visitor at a desktop sees and drags them
// (headless Chromium hides them unless told otherwise). The connection is pinned to 4G: Chromium
// fetches a lazy image once it is within 1250 px of the viewport on 4G, further ahead on slower ones.
// Site isolation is off: with it, every test's first navigation (from about:blank to the site) swapped
// to a renderer of its own, 0.9-1.1 core-seconds a new page against 0.73 without. What a page can see
// and do across origins (the same-origin policy, the CSP, frames) does not depend on it. Google's hosts
// resolve to nothing: a test that does not stub its script stays off the internet.
const launchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    ...PLAYWRIGHT_CHROMIUM_ARGS,
    '--force-effective-connection-type=4G',
    '--disable-site-isolation-trials',
    NO_GOOGLE,
  ],
  ignoreDefaultArgs: ['--hide-scrollbars'],
};
const ENGINES = 'engines/**';
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
// The tags of e2e/support/page.ts: which tests each kind of screen leaves out.
const NOT_ON_DESKTOP = /@phone/;
const NOT_ON_PHONE = /@one-size|@desktop/;

export default defineConfig<object, EngineOptions>({
  testDir: 'e2e',
  globalSetup: './e2e/support/globalSetup.ts',
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
  // Two projects, so that every test of one screen runs in the same workers: the owner's site, the
  // minimal fixture and the sub-path build are test sites of these (their specs set their baseURL).
  projects: [
    { name: 'desktop', testIgnore: [ENGINES], use: DESKTOP, grepInvert: NOT_ON_DESKTOP },
    {
      name: 'mobile',
      // nginx.spec.ts checks the server, not the viewport: once is enough.
      testIgnore: [ENGINES, 'nginx.spec.ts'],
      use: MOBILE,
      grepInvert: NOT_ON_PHONE,
    },
    // The visitors' other engines, each at both sizes in its journeys (e2e/engines/): one browser for
    // each of their workers, beside the Chromium tests.
    // Longer journeys, in browsers that draw in software here: more time than a Chromium test's.
    { name: 'gecko', testMatch: `${ENGINES}.spec.ts`, timeout: 90_000, use: { engine: 'gecko' } },
    { name: 'webkit', testMatch: `${ENGINES}.spec.ts`, timeout: 90_000, use: { engine: 'webkit' } },
  ],
  // Every test site and the mail catcher, which the tests read the outbox of.
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    url: `http://127.0.0.1:${CATCHER_PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
