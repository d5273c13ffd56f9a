import { DEMO_PROFILE } from '../src/demo/identity.ts';
import { chromium, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../scripts/chromium.ts';
import { CLIENT_ENTRY } from '../scripts/steps/entries.ts';
import type { TraceEvent } from '../scripts/bench/pageLoad.ts';
import { chunk, initialScripts, readManifest } from '../scripts/steps/manifest.ts';
import { backgroundOptions } from '../src/features/background/options.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  collectErrors,
  FIRST_VISIT,
  FOCUS_RING,
  focusRing,
  isMobile,
  ONE_SIZE,
  test,
  waitForHydration,
} from './support/page.ts';
import { outDirOf } from './support/sites.ts';
import { TEXTS } from './support/texts.ts';

// The background plays, as on a first visit.
test.use(FIRST_VISIT);

const BACKGROUND_START = 'src/features/background/start.ts';

const canvas = (page: Page) => page.locator('canvas[data-background]');
const control = (page: Page) => page.getByRole('button', { name: TEXTS.pauseAnimation });

async function openWithBackground(page: Page) {
  await page.goto('/');
  await expect(canvas(page)).toBeAttached();
  await expect.poll(() => fps(page)).toBeGreaterThan(0);
}

const fps = async (page: Page) => Number((await canvas(page).getAttribute('data-fps')) ?? 0);

/** Each star colour of the options as it shows: at the stars' opacity over `under`, the page's `rgb(…)`. */
function starColoursOver(under: string): number[][] {
  const page = under.match(/\d+/g)?.map(Number) ?? [];
  const { color, opacity } = backgroundOptions.particles;
  return color.value.map((hex) => {
    const channels = /^#(\w\w)(\w\w)(\w\w)$/
      .exec(hex)
      ?.slice(1)
      .map((channel) => parseInt(channel, 16));
    if (!channels) throw new Error(`${hex}: not a #rrggbb colour`);
    return channels.map((channel, k) => Math.round(channel * opacity.value + (page[k] ?? 0) * (1 - opacity.value)));
  });
}

/**
 * Shows only the background: the page's content transparent, its colour kept. Transparent rather
 * than hidden, which would take the focus away from the focused element.
 */
const backgroundOnly = (page: Page) => page.screenshot({ style: '#root { opacity: 0 !important; }' });

/**
 * Takes a screenshot of the background alone and decodes it in the page itself (no image library
 * needed): how many pixels have each star colour.
 */
async function starColours(page: Page): Promise<number[]> {
  const png = (await backgroundOnly(page)).toString('base64');
  const colours = starColoursOver(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
  return page.evaluate(
    async ([data, colours]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const c = document.createElement('canvas');
      c.width = image.width;
      c.height = image.height;
      const ctx = c.getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('no 2D context');
      ctx.drawImage(image, 0, 0);
      const px = ctx.getImageData(0, 0, c.width, c.height).data;
      const counts = colours.map(() => 0);
      for (let i = 0; i < px.length; i += 4) {
        const [r, g, b] = [px[i] ?? 0, px[i + 1] ?? 0, px[i + 2] ?? 0];
        colours.forEach(([cr = 0, cg = 0, cb = 0], k) => {
          if (Math.abs(r - cr) + Math.abs(g - cg) + Math.abs(b - cb) <= 12) counts[k] = (counts[k] ?? 0) + 1;
        });
      }
      return counts;
    },
    [png, colours] as const,
  );
}

/** Whether the background shows a different picture after `ms`: the same pixels encode to the same PNG. */
async function changesWithin(page: Page, ms: number) {
  const before = await backgroundOnly(page);
  await page.waitForTimeout(ms);
  return !(await backgroundOnly(page)).equals(before);
}

/**
 * The canvas, as the background plays: fixed behind the content, covering what is visible of the page,
 * out of the way of clicks and selection, drawing stars of both colours; and no accessibility violation
 * while it plays (checked last: the window blurred for axe stops the frames).
 */
async function expectCanvasInPlace(page: Page) {
  // Chromium's shared worker, which spares the page's thread a task a frame, took the canvas.
  await expect(canvas(page)).toHaveAttribute('data-renderer', 'shared');
  const style = await canvas(page).evaluate((el) => {
    const s = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    // What the visitor sees of the page: the viewport less a classic scrollbar, a desktop's.
    const { clientWidth, clientHeight } = document.documentElement;
    return {
      position: s.position,
      zIndex: s.zIndex,
      pointerEvents: s.pointerEvents,
      box: [box.x, box.y, box.width, box.height],
      visible: [0, 0, clientWidth, clientHeight],
    };
  });
  const { box: drawn, visible, ...placement } = style;
  expect(placement).toEqual({ position: 'fixed', zIndex: '-1', pointerEvents: 'none' });
  expect(drawn, 'the canvas covers what is visible of the page').toEqual(visible);
  expect(visible[2] ?? 0, 'the visible width').toBeGreaterThan(0);
  expect(visible[3] ?? 0, 'the visible height').toBeGreaterThan(0);
  await expect(canvas(page)).toHaveAttribute('aria-hidden', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(36, 36, 36)');
  // Content stays on top: clickable and selectable.
  const heading = page.getByRole('heading', { level: 1 });
  const box = await heading.boundingBox();
  const point = [(box?.x ?? 0) + 5, (box?.y ?? 0) + 5] as const;
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, point);
  expect(hit).toBe('H1');
  await heading.click({ clickCount: 3 });
  expect(await page.evaluate(() => window.getSelection()?.toString())).toContain(DEMO_PROFILE.name);
  const colours = await starColours(page);
  expect(colours[0]).toBeGreaterThan(0);
  expect(colours[1]).toBeGreaterThan(0);

  // Playing changes only the navigation's control and the canvas: axe reads those two. The page
  // paused is the site's own axe test, whose visitor paused the background on an earlier visit.
  // Axe reads the page in its playing state, not the drawing: the frames are stopped for the
  // analysis (as when the window loses focus), which they made twice as long (2.6 s against 1.3).
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expect.poll(() => fps(page)).toBe(0);
  await expect(control(page)).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page, ['[data-island="chrome"]', 'canvas[data-background]']);
}

test(
  'the background is not in the initial JS: its code is requested only after hydration',
  ONE_SIZE,
  async ({ page }) => {
    // Vite's account of the build: the background starts from a chunk of its own, loaded by import(),
    // which none of the chunks the entry needs imports.
    const manifest = readManifest(outDirOf('demo'));
    const start = chunk(manifest, BACKGROUND_START);
    expect(start.isDynamicEntry).toBe(true);
    expect(initialScripts(manifest, CLIENT_ENTRY)).not.toContain(start.file);

    // And the browser's network log: it asks for that chunk only after the page has hydrated.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const chrome = document.querySelector('[data-island="chrome"]');
        if (chrome?.hasAttribute('data-hydrated') && performance.getEntriesByName('hydrated').length === 0)
          performance.mark('hydrated');
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto('/');
    await expect(canvas(page)).toBeAttached();
    const { hydrated, requested } = await page.evaluate(
      (file) => ({
        hydrated: performance.getEntriesByName('hydrated')[0]?.startTime,
        requested: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(file))?.startTime,
      }),
      start.file,
    );
    expect(hydrated).toBeDefined();
    expect(requested).toBeGreaterThan(hydrated ?? Infinity);
  },
);

/**
 * The tasks the page's own thread ran over a second of its life, from Chromium's trace: the thread
 * is the one that ran the page's two marks, the second a second after the first.
 */
async function pageThreadTasksInASecond(page: Page, browser: Browser) {
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', '__metadata'] });
  let trace: Buffer;
  try {
    await page.evaluate(async () => {
      performance.mark('second-start');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      performance.mark('second-end');
    });
  } finally {
    // Stopped whatever happened: the browser is shared with the worker's next tests.
    trace = await browser.stopTracing();
  }
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  const [start, end] = ['second-start', 'second-end'].map((name) => traceEvents.find((e) => e.name === name));
  if (!start || !end) throw new Error("the page's marks are not in the trace");
  return traceEvents.filter(
    (e) =>
      e.name === 'ThreadControllerImpl::RunTask' &&
      e.ph === 'X' &&
      e.pid === start.pid &&
      e.tid === start.tid &&
      e.ts > start.ts &&
      e.ts < end.ts,
  ).length;
}

test(
  "kept for the Back button: after another page, Back restores this one from the browser's cache, and the stars play again",
  ONE_SIZE,
  async ({ baseURL }) => {
    // Playwright turns the back/forward cache off in the browsers it launches; a visitor's has it.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: PLAYWRIGHT_CHROMIUM_ARGS,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const page = await browser.newPage({ baseURL });
      await page.addInitScript(() =>
        window.addEventListener('pageshow', (event) => {
          if (event.persisted) document.documentElement.dataset.restored = '';
        }),
      );
      await openWithBackground(page);
      await page.goto('/robots.txt');
      await page.goBack({ waitUntil: 'commit' });
      await expect(page.locator('html')).toHaveAttribute('data-restored', '');
      // Hidden while away, so paused: the worker reports again only if it still draws.
      await expect.poll(() => fps(page)).toBeGreaterThan(0);
      expect(await changesWithin(page, 400)).toBe(true);
    } finally {
      await browser.close();
    }
  },
);

test('where the browser has no shared workers, a dedicated one draws the stars', ONE_SIZE, async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'SharedWorker');
    // Notes a canvas handed to a dedicated worker (not drawn on the page's own thread).
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
      const [message] = args;
      if (typeof message === 'object' && message !== null && 'canvas' in message) {
        document.documentElement.dataset.dedicatedWorker = '';
      }
      return Reflect.apply(post, this, args);
    };
  });
  await openWithBackground(page);
  await expect(page.locator('html')).toHaveAttribute('data-dedicated-worker', '');
  expect(await changesWithin(page, 400)).toBe(true);
  expect(errors).toEqual([]);
});

// As WebKit's did when handed the canvas before it had connected: the worker takes it and says nothing.
for (const silent of [['SharedWorker'], ['SharedWorker', 'Worker']] as const) {
  const next = silent.length === 1 ? 'dedicated' : 'page';
  test(
    `a ${silent.join(' and a ')} that never answer${silent.length === 1 ? 's' : ''}: the ${next === 'page' ? "page's own thread" : 'dedicated worker'} draws instead, on one canvas`,
    ONE_SIZE,
    async ({ page }) => {
      const errors = collectErrors(page);
      await page.addInitScript((kinds: readonly string[]) => {
        // A worker of this kind whose end of the conversation nobody answers.
        class Silent {
          readonly port = new MessageChannel().port1;
          onmessage = null;
          onerror = null;
          postMessage() {}
          terminate() {}
        }
        for (const kind of kinds) Object.assign(window, { [kind]: Silent });
      }, silent);
      await page.goto('/');
      // Each silent kind is waited for 3 s (WORKER_SILENCE_MS) before the next way.
      await expect(canvas(page)).toHaveAttribute('data-renderer', next, { timeout: 15_000 });
      await expect.poll(() => fps(page)).toBeGreaterThan(0);
      await expect(page.locator('canvas')).toHaveCount(1);
      expect(await changesWithin(page, 400)).toBe(true);
      expect(errors).toEqual([]);
    },
  );
}

test('with reduced motion, particles still move', ONE_SIZE, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWithBackground(page);
  expect(await changesWithin(page, 1000)).toBe(true);
});

test.describe('the pause control', () => {
  /** Presses it as a visitor with a pointer does: a tap on a touch screen, a click with a mouse. */
  const pressWithPointer = (page: Page) => (isMobile(page) ? control(page).tap() : control(page).click());

  /** Tabs until `target` has the focus, at most once for each stop the page has (a section added is one more). */
  async function tabTo(page: Page, target: Locator) {
    const stops = await page.locator('a[href], button, input, textarea, select, [tabindex]').count();
    for (let i = 0; i < stops && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  /**
   * Seen still, and still after. The page shows 0 frames a second as it tells the worker to pause;
   * the worker, on its own thread, may draw a last frame before the message reaches it.
   */
  async function expectStill(page: Page) {
    await expect.poll(() => fps(page)).toBe(0);
    await expect.poll(() => changesWithin(page, 400)).toBe(false);
    expect(await changesWithin(page, 400)).toBe(false);
  }

  /**
   * Seen moving, and still moving after: its frame rate is reported once a second, a second after the
   * first frames show, so the screenshots tell sooner.
   */
  async function expectMoving(page: Page) {
    await expect.poll(() => changesWithin(page, 400)).toBe(true);
    expect(await changesWithin(page, 400)).toBe(true);
  }

  /** The control shows whether it is paused, and the background agrees. */
  async function expectPaused(page: Page, paused: boolean) {
    await expect(control(page)).toHaveAttribute('aria-pressed', String(paused));
    await (paused ? expectStill(page) : expectMoving(page));
  }

  /**
   * Notes whether the worker was told to start paused: paused a moment later, it would have drawn
   * a few moving frames first, too few to show in screenshots.
   */
  const watchWorkerStart = (page: Page) =>
    page.addInitScript(() => {
      // A shared worker is told through its port, a dedicated one directly.
      for (const { prototype } of [MessagePort, Worker]) {
        const post = prototype.postMessage;
        prototype.postMessage = function (this: MessagePort | Worker, ...args: unknown[]) {
          const [message] = args;
          if (typeof message === 'object' && message !== null && 'paused' in message && 'canvas' in message) {
            document.documentElement.dataset.workerStartedPaused = String(message.paused);
          }
          return Reflect.apply(post, this, args);
        };
      }
    });

  /**
   * After a (re)load: the stars are drawn once, and over half a second nothing moves (playing, they
   * move within 400 ms: expectMoving).
   */
  async function expectStillFromTheStart(page: Page) {
    await expect(control(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas(page)).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('data-worker-started-paused', 'true');
    await expect.poll(async () => (await starColours(page)).every((count) => count > 0)).toBe(true);
    expect(await changesWithin(page, 500)).toBe(false);
    expect(await fps(page)).toBe(0);
  }

  /** A visitor who asked their browser to save data (Chromium's Network Information API). */
  const saveData = (page: Page) =>
    page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));

  /** Played by the visitor, it plays, and still does on the next visit. */
  async function playThenReload(page: Page) {
    await pressWithPointer(page);
    await expectPaused(page, false);
    await page.reload();
    await expectPaused(page, false);
  }

  // The first visit at each size, in one: the control, then the canvas it governs, then axe.
  test('sits in the middle of the header on phones, at the foot of the navigation from sm; Tab reaches it, Space pauses and Enter plays, as do a click or a tap; the canvas behind the content is fixed, full-viewport, out of the way, with stars of both colours; no accessibility violations while it plays', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openWithBackground(page);
    await expect(control(page)).toBeInViewport({ ratio: 1 });
    await expect(control(page)).toHaveAttribute('aria-pressed', 'false');
    const box = await control(page).boundingBox();
    if (!box) throw new Error('the pause control has no box');
    if (isMobile(page)) {
      const header = await page.locator('header').boundingBox();
      if (!header) throw new Error('the header has no box');
      expect(Math.abs(box.y + box.height / 2 - (header.y + header.height / 2))).toBeLessThanOrEqual(1);
      expect(box.x + box.width).toBeLessThanOrEqual(header.x + header.width);
    } else {
      const navbar = await page.getByRole('complementary', { name: TEXTS.siteNavigation }).boundingBox();
      if (!navbar) throw new Error('the navbar has no box');
      expect(box.x).toBeGreaterThanOrEqual(navbar.x);
      expect(box.x + box.width).toBeLessThanOrEqual(navbar.x + navbar.width);
      expect(navbar.y + navbar.height - (box.y + box.height)).toBeGreaterThan(0);
      expect(navbar.y + navbar.height - (box.y + box.height)).toBeLessThanOrEqual(24);
    }

    await tabTo(page, control(page));
    expect(await focusRing(page)).toBe(FOCUS_RING);
    await page.keyboard.press('Space');
    await expectPaused(page, true);
    await page.keyboard.press('Enter');
    await expectPaused(page, false);

    // A pointer on the control, as on a page where the keyboard has not been used.
    await control(page).evaluate((button) => button.blur());
    await pressWithPointer(page);
    await expectPaused(page, true);
    await pressWithPointer(page);
    await expectPaused(page, false);

    await test.step('the canvas it governs, playing', () => expectCanvasInPlace(page));
    expect(errors).toEqual([]);
  });

  test(
    "it animates, its stars drawn off the page's thread (a few tasks a second, not one or two for each of the 60 frames); it stops while the window is blurred and resumes; paused by the visitor, it stays paused through blur and focus; it plays when nothing pauses it",
    ONE_SIZE,
    async ({ page, browser }) => {
      await openWithBackground(page);
      const tasks = await pageThreadTasksInASecond(page, browser);
      // Still playing all along: the frames were drawn, elsewhere. A dedicated worker's would each have
      // come with a task of the page's, however many a busy machine let it draw.
      const frames = await fps(page);
      expect(frames).toBeGreaterThan(0);
      expect(frames).toBeLessThanOrEqual(61);
      expect(await changesWithin(page, 400)).toBe(true);
      // At least the page's own timer: the trace was read.
      expect(tasks).toBeGreaterThan(0);
      expect(tasks).toBeLessThan(frames / 2);

      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await expectStill(page);

      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect.poll(() => fps(page)).toBeGreaterThan(0);
      expect(await changesWithin(page, 400)).toBe(true);

      await pressWithPointer(page);
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expectPaused(page, true);

      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await pressWithPointer(page);
      await expect(control(page)).toHaveAttribute('aria-pressed', 'false');
      await expectStill(page);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expectMoving(page);
    },
  );

  test(
    'paused, the choice is remembered: after a reload it is still paused and the background never moves; played again, that is remembered too',
    ONE_SIZE,
    async ({ page }) => {
      const errors = collectErrors(page);
      await watchWorkerStart(page);
      await openWithBackground(page);
      await pressWithPointer(page);
      await expect(control(page)).toHaveAttribute('aria-pressed', 'true');

      await page.reload();
      await waitForHydration(page);
      await expectStillFromTheStart(page);
      await playThenReload(page);
      // Hydrating into the paused state raised no mismatch.
      expect(errors).toEqual([]);
    },
  );

  test(
    'with saveData it starts paused and the background never moves; played on request, that choice wins on the next visit',
    ONE_SIZE,
    async ({ page }) => {
      await saveData(page);
      await watchWorkerStart(page);
      await page.goto('/');
      await waitForHydration(page);
      await expectStillFromTheStart(page);
      await playThenReload(page);
    },
  );

  test(
    'stays in view and covers nothing, from 320 to 1920 px, whatever the length of the name',
    ONE_SIZE,
    async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      // An owner's name longer than the demo's, in the header beside it on phones.
      await page.locator('header > :last-child').evaluate((name) => {
        name.textContent = 'María Fernanda Fernández García';
      });
      const problems = () =>
        control(page).evaluate((button) => {
          const box = button.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const found = button.contains(hit) ? [] : ['covered'];
          const neighbours = document.querySelectorAll(
            'header > *, #site-navigation a, #site-navigation > *, main section',
          );
          for (const element of neighbours) {
            const other = element.getBoundingClientRect();
            const visible = other.width > 0 && getComputedStyle(element).visibility === 'visible';
            const apart =
              other.right <= box.left || other.left >= box.right || other.bottom <= box.top || other.top >= box.bottom;
            if (visible && !apart && !element.contains(button))
              found.push(element.textContent?.slice(0, 30) ?? element.tagName);
          }
          return found;
        });
      for (const width of [320, 360, 414, 600, 767, 768, 900, 1280, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        // Polled: crossing the sm breakpoint, the navbar takes 200 ms to slide away.
        await expect.poll(problems, { message: `at ${width}px` }).toEqual([]);
        await expect(control(page)).toBeInViewport({ ratio: 1 });
      }
    },
  );
});
