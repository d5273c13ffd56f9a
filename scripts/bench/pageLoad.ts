// What the page costs the visitor's browser as it loads, measured in Chromium through Playwright for
// `npm run bench`: the scripts fetched on load at a phone's and a laptop's size, the main thread's
// CPU from navigation to 5 s after load (a trace: thread CPU time, unthrottled), its longest task and
// the JavaScript heap after load, and how soon the contact form works once the visitor scrolls to it
// on Lighthouse's mobile throttling.
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { PAUSE_CHOICE_KEY } from '../../src/features/background/pauseStore.ts';
import type { FieldName } from '../../src/features/contact/fields.ts';
import { CHROMIUM_PATH, NO_GOOGLE, PLAYWRIGHT_CHROMIUM_ARGS } from '../chromium.ts';
import { contactFiles, readManifest } from '../steps/manifest.ts';

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };

/** Lighthouse's mobile throttling (its defaults): 150 ms round trips, 1.6 Mbps down, 750 kbps up, CPU 4× slower. */
const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 };
const MOBILE_CPU_SLOWDOWN = 4;

/** How long after the load event the trace goes on. */
const AFTER_LOAD_MS = 5000;

/**
 * The hash of the bench servers' self-signed certificate (@vitejs/plugin-basic-ssl keeps it in Vite's
 * cache folder once a server has started), for Chromium to take as valid: under a certificate error,
 * ignored or not, it keeps nothing in its HTTP cache, and the page's idle fetch would count for nothing.
 */
function certificateHash(): string {
  const pem = readFileSync('node_modules/.vite/basic-ssl/_cert.pem', 'utf8');
  const certificate = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(pem)?.[0];
  if (!certificate) throw new Error('The bench servers have no certificate yet: start one before the browser');
  const spki = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** Chromium, once a bench server has started. */
export const launch = () =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${certificateHash()}`, NO_GOOGLE],
  });

async function open(browser: Browser, viewport: { width: number; height: number }, mobile: boolean) {
  const context = await browser.newContext({
    viewport,
    isMobile: mobile,
    hasTouch: mobile,
    deviceScaleFactor: mobile ? 2 : 1,
    ignoreHTTPSErrors: true,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** The scripts the page fetches ahead, not run, once it is idle: the contact form's, as the build's manifest says. */
const fetchedAhead = (outDir: string) => new Set(contactFiles(readManifest(outDir)).js);

/**
 * The gzip bytes of every script of the site the page fetched from navigation to 5 s after load, and
 * ran, read from the build's .gz files (the bytes a server with gzip_static sends); the scripts it
 * fetched ahead without running them (the contact form's) are counted apart.
 */
export async function scriptOnLoad(browser: Browser, url: string, outDir: string, mobile: boolean) {
  const { page, close } = await open(browser, mobile ? PHONE : LAPTOP, mobile);
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname.slice(1));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(AFTER_LOAD_MS);
  await close();
  const ahead = fetchedAhead(outDir);
  const gzipBytes = (file: string) => {
    const gz = path.join(outDir, `${file}.gz`);
    return existsSync(gz) ? readFileSync(gz).length : readFileSync(path.join(outDir, file)).length;
  };
  const run = [...scripts].filter((file) => !ahead.has(file));
  const total = (files: string[]) => files.reduce((sum, file) => sum + gzipBytes(file), 0);
  return { bytes: total(run), files: run.length, aheadBytes: total([...scripts].filter((file) => ahead.has(file))) };
}

/** An event of Chromium's trace, as far as the page's measures read it. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/**
 * The page's main thread from navigation to 5 s after load, at the phone's size, unthrottled: the
 * thread CPU time of its tasks, its longest task (wall time), the most CPU one task took and the
 * JavaScript heap after load. `paused`: as a visitor who paused the background on an earlier visit.
 */
export async function mainThread(browser: Browser, url: string, { paused = false } = {}) {
  const { page, close } = await open(browser, PHONE, true);
  if (paused) await page.addInitScript((key) => localStorage.setItem(key, 'paused'), PAUSE_CHOICE_KEY);
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', '__metadata'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(AFTER_LOAD_MS);
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await close();

  const events = trace.traceEvents;
  // The page's renderer is the one that parsed its HTML: the tab's first, blank renderer works too.
  const parsed = events.find((e) => e.name === 'ParseHTML');
  const mainThread = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === parsed?.pid,
  );
  const all = events.filter(
    (e) =>
      e.pid === mainThread?.pid &&
      e.tid === mainThread.tid &&
      e.ph === 'X' &&
      e.name === 'ThreadControllerImpl::RunTask',
  );
  const longest = all.reduce<TraceEvent | undefined>((a, b) => ((b.dur ?? 0) > (a?.dur ?? 0) ? b : a), undefined);
  return {
    cpuMs: all.reduce((total, e) => total + (e.tdur ?? 0), 0) / 1000,
    longestTaskMs: (longest?.dur ?? 0) / 1000,
    // What the page itself asked of the thread in one go, however long a shared machine made it wait:
    // the longest task in wall time is often one that waited for a core, not for its own work.
    busiestTaskCpuMs: Math.max(0, ...all.map((e) => e.tdur ?? 0)) / 1000,
    heapBytes: usedSize,
  };
}

// The form's parts by what the page declares (its island, its submit button, its fields' names), not
// by their words: the same on every owner's site, in any language, and on the floors.
const contactIsland = (page: Page) => page.locator('[data-island="contact"]');
const sendButton = (page: Page) => contactIsland(page).locator('button[type="submit"]');
const field = (page: Page, name: FieldName) => contactIsland(page).locator(`[name="${name}"]`);

/** The page loaded and idle on Lighthouse's mobile throttling, with the chrome's code run. */
async function throttled(browser: Browser, url: string, size: 'phone' | 'laptop' = 'phone') {
  const opened = await open(browser, size === 'phone' ? PHONE : LAPTOP, size === 'phone');
  const { page } = opened;
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('[data-island="chrome"]')?.hasAttribute('data-hydrated'));
  // Playwright puts its own script into the page the first time a locator acts, in each of the two
  // worlds it works in: 100-150 ms of the throttled main thread no visitor pays, done here rather than
  // after End, where it would be charged to the form.
  await sendButton(page).waitFor({ state: 'attached' });
  await sendButton(page).evaluate(() => undefined);
  await page.waitForTimeout(2000);
  return opened;
}

/** Where the page keeps, on its own clock, when it received the End key. */
interface EndKeyClock {
  benchEndAt?: number;
  /** Set once the form is watched, before End is pressed. */
  benchWatching?: boolean;
}

/**
 * On Lighthouse's mobile throttling: the page loaded and idle, the visitor presses End and starts
 * typing their name at once. How long until the form has hydrated (and, on the form's floor, its Send
 * is enabled): on the page's clock, from the End key reaching the page to the frame that shows the
 * form working (`shownMs`), and by Playwright's, its own round trips through the throttled page
 * included (`readyMs`); and whether the name typed meanwhile was kept. (Typing is slow while the
 * form's code runs: each key waits its turn.)
 */
export async function formReady(browser: Browser, url: string, size: 'phone' | 'laptop') {
  const { page, close } = await throttled(browser, url, size);
  const name = 'Ada Lovelace';
  const fullName = field(page, 'fullName');
  await recordEndKey(page);
  // Watched before End: on the throttled CPU, a watch asked for after End could start only once the
  // form had hydrated, and would then wait for ever (a bench run once never ended).
  const shown = contactIsland(page).evaluate(
    (island) =>
      new Promise<number>((resolve) => {
        // No function declared in here: the bench's TypeScript loader would wrap it in a helper the page lacks.
        new MutationObserver((_, observer) => {
          const send = island.querySelector('button[type="submit"]');
          if (!island.hasAttribute('data-hydrated') || !(send instanceof HTMLButtonElement) || send.disabled) return;
          observer.disconnect();
          const endAt = (window as Window & EndKeyClock).benchEndAt ?? NaN;
          requestAnimationFrame(() => resolve(performance.now() - endAt));
        }).observe(island, { attributes: true, subtree: true });
        (window as Window & EndKeyClock).benchWatching = true;
      }),
  );
  // Not left unhandled if the checks below throw first.
  shown.catch(() => undefined);
  await page.waitForFunction(() => (window as Window & EndKeyClock).benchWatching === true);
  const started = Date.now();
  await page.keyboard.press('End');
  const typing = fullName.pressSequentially(name);
  await page.waitForFunction(() => document.querySelector('[data-island="contact"]')?.hasAttribute('data-hydrated'));
  await expect(sendButton(page)).toBeEnabled({ timeout: 30_000 });
  const readyMs = Date.now() - started;
  const shownMs = await shown;
  await typing;
  const kept = (await fullName.inputValue()) === name;
  await close();
  return { shownMs, readyMs, kept };
}

/** Has the page note, on its own clock, when the End key reaches it. */
const recordEndKey = (page: Page) =>
  page.evaluate(() =>
    window.addEventListener(
      'keydown',
      (event) => {
        const clock = window as Window & EndKeyClock;
        if (event.key === 'End') clock.benchEndAt ??= performance.now();
      },
      { capture: true },
    ),
  );

/**
 * The same, but the visitor presses End and then Send at once, the form empty: when Send was
 * pressed, by Playwright's clock (its click done, actionability checks and its own round trips
 * included); whether the form's code had yet to run (the press held); and, on the page's clock from
 * the End key reaching the page, the frame that shows the press taken (`shownMs`) and the frame that
 * shows the form's answer (`answerShownMs`, the fields to fix marked), with Playwright's own sight of
 * that answer beside it (`answeredMs`).
 */
export async function sendAtOnce(browser: Browser, url: string) {
  const { page, close } = await throttled(browser, url);
  await recordEndKey(page);
  // Whether the press is held (the form's container marked busy) or the form, already working, takes
  // it; how long after End the frame that shows it began; and the frame that shows the answer.
  // Watched before End, as formReady watches: asked for after End, the watch waited behind the form's
  // code on the throttled CPU, and Playwright's polling of the answer adds its own round trips.
  const taken = contactIsland(page).evaluate(
    (island) =>
      new Promise<{ held: boolean; shownMs: number; answerShownMs: number }>((resolve) => {
        // No function declared in here: the bench's TypeScript loader would wrap it in a helper the page lacks.
        const clock = window as Window & EndKeyClock;
        let held = false;
        let shownMs = NaN;
        // Working before End (it never was, on these pages): taken at once.
        if (island.hasAttribute('data-hydrated')) shownMs = 0;
        new MutationObserver((_, observer) => {
          if (Number.isNaN(shownMs)) {
            held = island.getAttribute('aria-busy') === 'true';
            if (!held && !island.hasAttribute('data-hydrated')) return;
            const endAt = clock.benchEndAt ?? NaN;
            shownMs = Infinity;
            requestAnimationFrame(() => (shownMs = performance.now() - endAt));
          }
          if (island.querySelector('[name="fullName"]')?.getAttribute('aria-invalid') !== 'true') return;
          observer.disconnect();
          const endAt = clock.benchEndAt ?? NaN;
          requestAnimationFrame(() => resolve({ held, shownMs, answerShownMs: performance.now() - endAt }));
        }).observe(island, { attributes: true, subtree: true });
        // Seen set once this task ends, the observer with it.
        clock.benchWatching = true;
      }),
  );
  // Not left unhandled if the steps below throw first.
  taken.catch(() => undefined);
  await page.waitForFunction(() => (window as Window & EndKeyClock).benchWatching === true);
  const started = Date.now();
  await page.keyboard.press('End');
  await sendButton(page).click();
  const pressedMs = Date.now() - started;
  // The empty name told to be fixed: drawn with its message, in the same commit.
  await expect(field(page, 'fullName')).toHaveAttribute('aria-invalid', 'true', { timeout: 30_000 });
  const answeredMs = Date.now() - started;
  const { held, shownMs, answerShownMs } = await taken;
  await close();
  return { pressedMs, shownMs, held, answerShownMs, answeredMs };
}
