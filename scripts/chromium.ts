// The system Chromium every browser tool here uses: nothing downloads a browser of its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// No sandbox (runs as root in CI) and no GPU; no background traffic to hosts a closed network refuses.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The features Playwright (1.65.1) turns off when it launches Chromium. Chromium keeps only the last
 * --disable-features it is given, so a launch that turns off more must repeat these (e2e/browser.spec.ts
 * checks that it does).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium still renders the address bar's two popups in every new window, and Playwright opens
 * a window for each test's context: about 1.3 core-seconds a test, for a bar nobody sees.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** For browsers Playwright launches. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
];

/**
 * Google's hosts (the reCAPTCHA script) resolve to nothing: a test or bench that lets the page ask for
 * it, rather than routing the request to a stub (which turns the browser's HTTP cache off), stays off
 * the internet, and the page meets a script that cannot load.
 */
export const NO_GOOGLE =
  '--host-resolver-rules=MAP www.google.com ~NOTFOUND, MAP www.gstatic.com ~NOTFOUND, MAP www.recaptcha.net ~NOTFOUND';
