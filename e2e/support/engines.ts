// The two engines beside Chromium that visitors use: Gecko (Debian's firefox-esr, driven over WebDriver
// BiDi by puppeteer-core) and WebKit (WebKitGTK's MiniBrowser through Debian's WebKitWebDriver, under
// xvfb-run, driven by selenium-webdriver). Nothing here downloads a browser or a driver. A journey
// talks to either through one small interface, `Tab`: what a visitor does (keys, clicks, typing) and
// what a test reads (a function run in the page, never a string: WebKit applies the page's CSP to what
// a driver runs, and the policy has no 'unsafe-eval').
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, globSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, { type Browser as GeckoBrowser, type Page as GeckoPage } from 'puppeteer-core';
import { Builder, By, Capabilities, Key, type WebDriver } from 'selenium-webdriver';
import { reportedViolations } from './standIn.ts';

export type EngineName = 'gecko' | 'webkit';
/** The option each engine's test project sets (playwright.config.ts). */
export interface EngineOptions {
  engine: EngineName;
}

/** The window a journey runs in. WebKitGTK's MiniBrowser is never narrower than about 447 px. */
export interface Screen {
  readonly width: number;
  readonly height: number;
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const XVFB_RUN = '/usr/bin/xvfb-run';
/** The virtual display WebKit's windows are drawn on: larger than any window a test opens. */
const DISPLAY = { width: 1920, height: 1080 };
/** MiniBrowser of libwebkit2gtk-4.1-0, in the machine's multiarch folder. */
export const MINIBROWSER_PATH =
  (process.env.MINIBROWSER_PATH || globSync('/usr/lib/*/webkit2gtk-4.1/MiniBrowser')[0]) ?? 'MiniBrowser';

/** What an engine needs on this machine, and the Debian package each comes from. */
const NEEDS: Record<EngineName, readonly (readonly [path: string, pkg: string])[]> = {
  gecko: [[FIREFOX_PATH, 'firefox-esr']],
  webkit: [
    [WEBKIT_DRIVER_PATH, 'webkit2gtk-driver'],
    [MINIBROWSER_PATH, 'libwebkit2gtk-4.1-0'],
    [XVFB_RUN, 'xvfb'],
  ],
};

/** Why an engine cannot run here (what to install), or undefined where it can. */
export function missing(engine: EngineName): string | undefined {
  const absent = NEEDS[engine].filter(([path]) => !existsSync(path));
  if (absent.length === 0) return undefined;
  return `${engine} needs ${absent.map(([path, pkg]) => `${path} (apt-get install ${pkg})`).join(', ')}`;
}

export type Key = 'End' | 'Home' | 'PageDown' | 'Space' | 'Tab' | 'Enter';
/** How long a visitor's finger holds a key down. */
const KEY_HELD_MS = 80;

/** One visitor's page in one engine. */
export interface Tab {
  readonly engine: EngineName;
  /** Opens a path of the site; a query names this visit, so that the CSP reports it sends are its own. */
  goto(path: string): Promise<void>;
  /** Runs a function in the page (its arguments and result as JSON) and returns its result, awaited. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  press(key: Key): Promise<void>;
  /** A click at the middle of the element, scrolled into view first as a driver does. */
  click(selector: string): Promise<void>;
  /** Types into the element (focused by a click), key by key. */
  type(selector: string, text: string): Promise<void>;
  /** The page as a picture, to tell a moving background from a still one. */
  screenshot(): Promise<string>;
  /**
   * The page saved as an A4 PDF, as the engine prints it; undefined where its driver cannot
   * (WebKitWebDriver has no WebDriver Print Page command: "Unknown command: /session/…/print").
   */
  pdf(): Promise<Uint8Array | undefined>;
  /** Uncaught errors, unhandled rejections and CSP violations since the page opened. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** An engine's browser for one test worker: it opens a tab per test. */
export interface EngineBrowser {
  open(siteUrl: string, screen: Screen, visit: string): Promise<Tab>;
  close(): Promise<void>;
}

// Recorded in the page from the moment a test's script runs in it: errors that happen before (while
// it loads) break what the journeys check, and CSP violations reach the stand-in whenever they happen.
function watchProblems() {
  // Once a document: a link within the page keeps it.
  if ('problemsSeen' in window) return;
  const seen: string[] = [];
  Object.assign(window, { problemsSeen: seen });
  window.addEventListener('error', (event) => seen.push(`error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => seen.push(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`CSP: ${event.violatedDirective} ${event.blockedURI}`),
  );
}
/** What the page recorded, taken from it: a later look at the same document sees only what came after. */
const problemsSeen = () =>
  (window as Window & { problemsSeen?: string[] }).problemsSeen?.splice(0) ?? ['the page was not watched'];

const withVisit = (siteUrl: string, path: string, visit: string) => {
  const url = new URL(path, siteUrl);
  url.searchParams.set('visit', visit);
  return url.href;
};

async function geckoBrowser(): Promise<EngineBrowser> {
  const browser: GeckoBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // No first-run pages, no updates or telemetry to hosts a closed network refuses. Printed text in
    // a variable font's other weights (the headings) kept as text rather than drawn as outlines, which
    // is how Firefox prints it by default and leaves no text to extract from its PDF.
    extraPrefsFirefox: {
      'app.update.disabledForTesting': true,
      'datareporting.policy.dataSubmissionEnabled': false,
      'print.font-variations-as-paths': false,
    },
  });
  return {
    async open(siteUrl, screen, visit) {
      const context = await browser.createBrowserContext();
      const page: GeckoPage = await context.newPage();
      await page.setViewport(screen);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`error: ${String(error)}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      return {
        engine: 'gecko',
        async goto(path) {
          await page.goto(withVisit(siteUrl, path, visit));
        },
        run: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) =>
          page.evaluate(fn as (...args: unknown[]) => R, ...args) as Promise<Awaited<R>>,
        press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key, { delay: KEY_HELD_MS }),
        click: (selector) => page.click(selector),
        type: (selector, text) => page.type(selector, text),
        screenshot: async () => Buffer.from(await page.screenshot()).toString('base64'),
        // Over WebDriver BiDi: browsingContext.print.
        pdf: () => page.pdf({ format: 'A4' }),
        problems: async () => [...errors, ...(await reportedViolations(visit))],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

/** A port no one listens on now, for this worker's WebKitWebDriver. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function untilAnswers(url: string, driver: ChildProcess) {
  for (let tries = 0; tries < 300; tries += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

const KEYS: Record<Key, string> = {
  End: Key.END,
  Home: Key.HOME,
  PageDown: Key.PAGE_DOWN,
  Space: Key.SPACE,
  Tab: Key.TAB,
  Enter: Key.ENTER,
};

async function webkitBrowser(): Promise<EngineBrowser> {
  const port = await freePort();
  // Its own X display (-a), in a process group of its own, so that closing ends MiniBrowser and Xvfb too.
  const display = ['-screen', '0', `${DISPLAY.width}x${DISPLAY.height}x24`].join(' ');
  const server = spawn(XVFB_RUN, ['-a', '-s', display, WEBKIT_DRIVER_PATH, `--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
    // The virtual display has no GPU, so WebKitGTK would draw canvases through Mesa's software GL, and
    // there its web process aborted now and then while a worker drew the stars (13 times in 300 runs
    // of the background journey, whichever worker drew; never with the stars on the page's thread,
    // nor in 120 with Skia drawing on the CPU). The page is the same either way.
    env: { ...process.env, WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1' },
  });
  const address = `http://127.0.0.1:${port}`;
  await untilAnswers(`${address}/status`, server);
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  let driver: WebDriver;
  try {
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      // Smooth scrolling, as Safari has it (MiniBrowser's own default is off).
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        args: ['--automation', '--enable-smooth-scrolling=true'],
      },
    });
    driver = await new Builder().usingServer(address).withCapabilities(capabilities).build();
  } catch (error) {
    stop();
    throw error;
  }
  return {
    // One window for the worker (a new MiniBrowser costs seconds): each test starts from a blank page
    // with the site's storage emptied.
    async open(siteUrl, screen, visit) {
      await driver.get(new URL('robots.txt', siteUrl).href);
      await driver.executeScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      // In the middle of the display: with no window manager there, the window the pointer is over has
      // the focus, and the pointer rests at the display's middle. Elsewhere the page would see itself
      // blurred, and a visitor looks at a focused window.
      await driver
        .manage()
        .window()
        .setRect({
          x: Math.round((DISPLAY.width - screen.width) / 2),
          y: Math.round((DISPLAY.height - screen.height) / 2),
          width: screen.width,
          height: screen.height,
        });
      const run = <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) =>
        driver.executeScript(fn, ...args) as Promise<Awaited<R>>;
      // What each page of the visit recorded, kept as the next one opens.
      const earlier: string[] = [];
      let watching = false;
      return {
        engine: 'webkit',
        async goto(path) {
          if (watching) earlier.push(...(await run(problemsSeen)));
          await driver.get(withVisit(siteUrl, path, visit));
          await run(watchProblems);
          watching = true;
        },
        run,
        // Held as long as a finger holds it: WebKit animates a key's scroll while the key is down, and a
        // key released at once can leave the page short of where the key goes.
        press: (key) =>
          driver.actions({ async: true }).keyDown(KEYS[key]).pause(KEY_HELD_MS).keyUp(KEYS[key]).perform(),
        click: async (selector) => (await driver.findElement(By.css(selector))).click(),
        type: async (selector, text) => {
          const element = await driver.findElement(By.css(selector));
          await element.click();
          await element.sendKeys(text.replaceAll('\n', Key.ENTER));
        },
        screenshot: () => driver.takeScreenshot(),
        pdf: async () => undefined,
        problems: async () => [
          ...earlier,
          ...(watching ? await run(problemsSeen) : []),
          ...(await reportedViolations(visit)),
        ],
        close: async () => undefined,
      };
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        stop();
      }
    },
  };
}

export const launch = (engine: EngineName) => (engine === 'gecko' ? geckoBrowser() : webkitBrowser());
