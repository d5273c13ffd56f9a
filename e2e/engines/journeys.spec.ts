// The visitor's journeys in Gecko and WebKit, at a phone's width and at 1280 × 800, on the demo built
// for these engines (the `engines` test site: its reCAPTCHA script and mail service are the test
// server's stand-in, standIn.ts). Each journey is one visit, its checks made one after another, as in
// the Chromium suite; every wait is for a condition the page shows. Where an engine lacks something
// the page leans on (field-sizing, requestIdleCallback, scrollend), its fallback is what runs here.
import { test as base, expect } from '@playwright/test';
import sharp from 'sharp';
import { ENGLISH } from '../../src/app/config/english.ts';
import { HYDRATION_FAILED } from '../../src/app/islands/islandMarks.ts';
import { NAV_ITEMS } from '../../src/app/config/sections.ts';
import { LIMITS } from '../../src/features/contact/validation.ts';
import { PAUSE_CHOICE_KEY } from '../../src/features/background/pauseStore.ts';
import { SCROLL_END_FALLBACK_MS } from '../../src/features/navigation/sectionTracker.ts';
import { readContent } from '../../scripts/steps/contentCheck.ts';
import { caughtMessages } from '../support/mail.ts';
import { pageTexts } from '../support/ownerSite.ts';
import { scrollStops } from '../support/page.ts';
import { applyPrintRulesOnScreen, inkProblems, pdfSheets, printedText, printedTextProblems } from '../support/print.ts';
import { SITES, urlOf, type SiteName } from '../support/sites.ts';
import { REFUSE_MARKER } from '../support/standIn.ts';
import { launch, missing, type EngineBrowser, type EngineOptions, type Screen, type Tab } from '../support/engines.ts';

interface TestOptions {
  /** Whether the visit starts with the background paused, as chosen on an earlier visit (it spares the cores). */
  returningVisitor: boolean;
  /** Opens a tab of the engine at this size; the test fails if the page reported a problem meanwhile. */
  tabAt: (screen: Screen, site?: SiteName) => Promise<Tab>;
}

const test = base.extend<TestOptions, EngineOptions & { engineBrowser: EngineBrowser | undefined }>({
  engine: ['gecko', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, use) => {
      if (missing(engine)) return use(undefined);
      const browser = await launch(engine);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  returningVisitor: [true, { option: true }],
  tabAt: async ({ engine, engineBrowser: browser, returningVisitor }, use, testInfo) => {
    const why = missing(engine);
    // Under CI a missing engine is a failure: the checks must run where the site is deployed from.
    if (why && process.env.CI) throw new Error(why);
    testInfo.skip(!browser, why);
    const tabs: Tab[] = [];
    await use(async (screen, site = 'engines') => {
      const visit = `${engine}-${testInfo.testId}-${testInfo.retry}-${tabs.length}`;
      const tab = await (browser as EngineBrowser).open(urlOf(site), screen, visit);
      tabs.push(tab);
      if (returningVisitor) {
        // The choice is stored on the site's origin before the page is opened, as an earlier visit left it.
        await tab.goto('robots.txt');
        await tab.run((key) => localStorage.setItem(key, 'paused'), PAUSE_CHOICE_KEY);
      }
      return tab;
    });
    for (const tab of tabs) {
      try {
        expect(await tab.problems(), 'uncaught errors and CSP violations').toEqual([]);
      } finally {
        await tab.close();
      }
    }
  },
});

const SCREENS = {
  // MiniBrowser's window is never narrower than about 447 px: still below the sm breakpoint (768).
  phone: { width: 480, height: 844 },
  desktop: { width: 1280, height: 800 },
} satisfies Record<string, Screen>;

/** What the page shows, for a message that says where a wait stopped. */
const pageState = () => ({
  scrollY: Math.round(scrollY),
  end: document.documentElement.scrollHeight - innerHeight,
  active: document.querySelector('#site-navigation [aria-current="location"]')?.textContent,
  contact: document.querySelector('[data-island="contact"]')?.getAttributeNames().join(' '),
  focused: document.activeElement?.tagName,
});

/** Polls `fn` in the page until it returns true; fails with `what` and what the page shows otherwise. */
async function until<A extends unknown[]>(tab: Tab, what: string, fn: (...args: A) => unknown, ...args: A) {
  try {
    await expect.poll(() => tab.run(fn, ...args), { timeout: 15_000, intervals: [50, 100, 200] }).toBe(true);
  } catch (error) {
    throw new Error(`${what}: not so after 15 s; the page: ${JSON.stringify(await tab.run(pageState))}`, {
      cause: error,
    });
  }
}

const isMarked = (label: string) =>
  document.querySelector('#site-navigation [aria-current="location"]')?.textContent?.trim() === label;
const hydrated = (island: string) =>
  document.querySelector(`[data-island="${island}"]`)?.hasAttribute('data-hydrated') === true;
/**
 * The form's modules fetched ahead once the page is idle: each link the page put in the head for one
 * from its template (a prefetch, or in a browser that cannot prefetch, a modulepreload) fetched.
 */
const codeFetchedAhead = () => {
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[data-idle-fetch][as="script"]')];
  return links.length > 0 && links.every((link) => performance.getEntriesByName(link.href).length > 0);
};
/** React found the island's prerendered HTML as its code draws it (src/app/islands/hydrate.tsx marks it if not). */
const asPrerendered = (island: string, mark: string) =>
  document.querySelector(`[data-island="${island}"]`)?.hasAttribute(mark) === false;
/**
 * How many pixels two screenshots differ in, left of the scrollbar (WebKitGTK's overlay scrollbar
 * fades in and out on its own).
 */
async function pixelsChanged(before: string, after: string) {
  const decode = (png: string) =>
    sharp(Buffer.from(png, 'base64')).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [a, b] = await Promise.all([decode(before), decode(after)]);
  const { width } = a.info;
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 3) {
    const x = (i / 3) % width;
    if (
      x < width - 24 &&
      (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2])
    ) {
      changed += 1;
    }
  }
  return changed;
}

/** Hides the page's own content (or shows it again), so that only the background can change a picture. */
const showOnlyBackground = (tab: Tab, only: boolean) =>
  tab.run((hide) => {
    for (const element of document.querySelectorAll<HTMLElement>('body > :not(canvas)')) {
      element.style.visibility = hide ? 'hidden' : '';
    }
  }, only);

/** Smooth: the page showed a position on the way, not only where it started and where it ended. */
const passesOnTheWay = (positions: number[]) => {
  const end = positions.at(-1) ?? 0;
  return positions.some((y) => y > 0 && y < end);
};

const FIRST = NAV_ITEMS[0];
const LAST = NAV_ITEMS.at(-1);
if (!FIRST || !LAST) throw new Error('The page has no sections');

for (const [size, screen] of Object.entries(SCREENS)) {
  const phone = screen.width < 768;

  test(`the page and its navigation, then a missing page, at ${size} size`, async ({ tabAt }) => {
    const tab = await tabAt(screen);
    await tab.goto('/');
    await test.step('as prerendered, then enhanced: every section, About marked before any scroll', async () => {
      expect(await tab.run(() => [...document.querySelectorAll('main section[id]')].map((s) => s.id))).toEqual(
        NAV_ITEMS.map((item) => item.id),
      );
      await until(tab, 'the navigation enhanced', hydrated, 'chrome');
      expect(await tab.run(() => scrollY)).toBe(0);
      await until(tab, `${FIRST.label} marked`, isMarked, FIRST.label);
    });

    const target = NAV_ITEMS[1] ?? LAST;
    await test.step(`a click on ${target.label} scrolls smoothly there and marks it`, async () => {
      const openMenu = async () => {
        await tab.click('[data-chrome="burger"]');
        await until(tab, 'the menu open', () => document.getElementById('site-navigation')?.dataset.open === 'true');
        // Slid in: its link is where a finger can reach it.
        await until(
          tab,
          'the menu in view',
          (id) => {
            const box = document.querySelector(`#site-navigation a[href$="#${id}"]`)?.getBoundingClientRect();
            return box !== undefined && box.left >= 0 && box.right <= innerWidth;
          },
          target.id,
        );
      };
      // Every position the page passes through: a smooth scroll passes through several. A renderer the
      // machine starves for the whole scroll draws only where it ends, so a scroll seen only at its end
      // is tried again from the top, twice at most: a page that jumps never shows a position between.
      let positions: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        if (attempt > 1) {
          // Home, as a visitor goes back: a key ends the page's hold on the section clicked.
          await tab.run(scrollStops);
          await tab.press('Home');
          await until(tab, 'back at the top', () => scrollY === 0);
          await until(tab, `${FIRST.label} marked again`, isMarked, FIRST.label);
        }
        if (phone) await openMenu();
        await tab.run(() => {
          const seen: number[] = [];
          Object.assign(window, { positionsSeen: seen });
          window.addEventListener('scroll', () => seen.push(Math.round(scrollY)), { passive: true });
        });
        await tab.click(`#site-navigation a[href$="#${target.id}"]`);
        await until(tab, `${target.label} marked`, isMarked, target.label);
        await until(
          tab,
          `${target.label} at the top`,
          (id) => Math.abs(document.getElementById(id)?.getBoundingClientRect().top ?? 1e6) < 80,
          target.id,
        );
        positions = await tab.run(() => (window as Window & { positionsSeen?: number[] }).positionsSeen ?? []);
        if (passesOnTheWay(positions)) break;
      }
      expect(passesOnTheWay(positions), `positions passed: ${positions.join(', ')}`).toBe(true);
      if (phone) {
        expect(
          await tab.run(() => document.querySelector('[data-chrome="burger"]')?.getAttribute('aria-expanded')),
        ).toBe('false');
      }
    });

    await test.step(`a while later, ${LAST.label} opened from the address marks it and stays`, async () => {
      // The visitor reads where the click took them. The mark holds the section clicked until the
      // click's scroll ends; WebKit has no scrollend, so there the page takes it as ended once still for
      // SCROLL_END_FALLBACK_MS. A scroll that no key, wheel or pointer started (this one, from the
      // address bar) is followed only once the hold has ended.
      await tab.run(scrollStops);
      // On the page's clock, after the page's own: a timer set after the last scroll with the same delay
      // fires after the fallback's, however busy the machine.
      await tab.run((delay) => new Promise((resolve) => setTimeout(resolve, delay)), SCROLL_END_FALLBACK_MS);
      await tab.goto(`/#${LAST.id}`);
      await until(tab, `${LAST.label} marked`, isMarked, LAST.label);
      // The form arrives as the page nears it, and nothing takes the page back to the section clicked.
      await until(tab, 'the form hydrated', hydrated, 'contact');
      expect(await tab.run(asPrerendered, 'contact', HYDRATION_FAILED), 'the form hydrated as prerendered').toBe(true);
      await tab.run(scrollStops);
      expect(await tab.run(isMarked, LAST.label), JSON.stringify(await tab.run(pageState))).toBe(true);
      const box = await tab.run((id) => document.getElementById(id)?.getBoundingClientRect().toJSON(), LAST.id);
      expect(box?.top, `${LAST.label} in view`).toBeLessThan(screen.height);
    });

    await test.step('End marks the last section, Home the first', async () => {
      await tab.press('End');
      await until(tab, `${LAST.label} marked at the end`, isMarked, LAST.label);
      // The visitor sees the end before going back: in WebKit a key's scroll that interrupts another
      // key's stops short of where it goes (8 to 28 px from the top, with the form long hydrated).
      await tab.run(scrollStops);
      await tab.press('Home');
      await until(tab, `${FIRST.label} marked at the top`, isMarked, FIRST.label);
      await until(tab, 'back at the top', () => scrollY === 0);
    });

    if (phone) {
      await test.step('the burger opens the menu and closes it', async () => {
        await tab.click('[data-chrome="burger"]');
        await until(tab, 'the menu open', () => document.getElementById('site-navigation')?.dataset.open === 'true');
        await tab.click('[data-chrome="burger"]');
        await until(tab, 'the menu closed', () => document.getElementById('site-navigation')?.dataset.open === 'false');
      });
    }

    await test.step('a missing page is the not-found page', async () => {
      await tab.goto('/no-such-page');
      expect(await tab.run(() => document.body.innerText)).toContain(ENGLISH.notFoundText);
      expect(await tab.run(() => document.querySelector('a[href="/"]')?.textContent?.trim())).toBe(ENGLISH.backHome);
    });
  });

  test.describe(() => {
    test.use({ returningVisitor: false });

    test(`the background plays, and the pause control stops it, at ${size} size`, async ({ tabAt }) => {
      const tab = await tabAt(screen);
      await tab.goto('/');
      const fps = () => Number(document.querySelector<HTMLElement>('canvas[data-background]')?.dataset.fps ?? 0);
      await until(
        tab,
        'frames reported',
        () => Number(document.querySelector<HTMLElement>('canvas[data-background]')?.dataset.fps) > 0,
      );
      expect(await tab.run(() => document.querySelectorAll('canvas').length)).toBe(1);
      // Both engines take a shared worker that has connected: WebKit's, silent when handed the canvas
      // before, would be replaced by a dedicated one 3 s later.
      expect(await tab.run(() => document.querySelector<HTMLElement>('canvas')?.dataset.renderer)).toBe('shared');
      await test.step('the stars move', async () => {
        await showOnlyBackground(tab, true);
        const first = await tab.screenshot();
        await expect
          .poll(async () => pixelsChanged(first, await tab.screenshot()), {
            timeout: 15_000,
            message: 'the stars move',
          })
          .toBeGreaterThan(0);
        await showOnlyBackground(tab, false);
      });
      await test.step('paused, they stand still and the page shows 0 frames a second', async () => {
        await tab.click('[data-chrome="pause"]');
        expect(await tab.run(() => document.querySelector('[data-chrome="pause"]')?.getAttribute('aria-pressed'))).toBe(
          'true',
        );
        expect(await tab.run(fps)).toBe(0);
        await showOnlyBackground(tab, true);
        // Still: two pictures in a row are the same once the last frame drawn has arrived, and so is a third.
        let last = await tab.screenshot();
        const sinceLast = async () => {
          const next = await tab.screenshot();
          const changed = await pixelsChanged(last, next);
          last = next;
          return changed;
        };
        await expect.poll(sinceLast, { timeout: 15_000, message: 'the stars stop' }).toBe(0);
        expect(await sinceLast(), 'pixels changed while paused').toBe(0);
      });
    });
  });

  test(`the contact form loads as it comes near, checks, keeps and sends, at ${size} size`, async ({
    tabAt,
  }, testInfo) => {
    const tab = await tabAt(screen);
    await tab.goto('/');
    await until(tab, 'the navigation enhanced', hydrated, 'chrome');
    expect(await tab.run(() => document.querySelector('[data-island="contact"]')?.hasAttribute('data-requested'))).toBe(
      false,
    );

    await test.step('its code is fetched ahead once the page is idle, before any scroll', () =>
      until(tab, "the form's code fetched ahead", codeFetchedAhead));

    await test.step('it loads as the visitor scrolls down to it', async () => {
      for (let presses = 0; presses < 40; presses += 1) {
        if (await tab.run(() => document.querySelector('[data-island="contact"]')?.hasAttribute('data-requested')))
          break;
        await tab.press('PageDown');
        // A visitor reads what the key brought into view before the next.
        await tab.run(scrollStops);
      }
      await until(tab, 'the form hydrated', hydrated, 'contact');
      expect(await tab.run(asPrerendered, 'contact', HYDRATION_FAILED), 'the form hydrated as prerendered').toBe(true);
      // Where the visitor's last key took the page, before they reach for the button.
      await tab.run(scrollStops);
    });

    await test.step('an empty Send shows every rule, in its own words', async () => {
      await tab.click('form button[type="submit"]');
      const shown = ENGLISH.fullNameShort(LIMITS.fullNameMin);
      await until(tab, 'the rules shown', (text) => document.body.innerText.includes(text), shown);
      const text = await tab.run(() => document.querySelector('[data-island="contact"]')?.textContent ?? '');
      for (const message of [shown, ENGLISH.emailInvalid, ENGLISH.messageEmpty]) expect(text).toContain(message);
    });

    const marker = `${tab.engine}-${size}-${testInfo.testId}-${testInfo.retry}`;
    // Eight short lines: more than the field's five rows, few keys to type (each is a driver's round trip).
    const lines = [marker, ...Array.from({ length: 7 }, (_, n) => `Line ${n + 2}.`)];
    await test.step('what is typed is kept, and the message field grows with it', async () => {
      const height = () => document.querySelector<HTMLTextAreaElement>('textarea[name="message"]')?.offsetHeight ?? 0;
      const empty = await tab.run(height);
      await tab.type('input[name="fullName"]', 'Ada Lovelace');
      await tab.type('input[name="email"]', 'ada@example.com');
      await tab.type('textarea[name="message"]', lines.join('\n'));
      const values = () =>
        ['fullName', 'email', 'message'].map(
          (name) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value,
        );
      expect(await tab.run(values)).toEqual(['Ada Lovelace', 'ada@example.com', lines.join('\n')]);
      const grown = await tab.run(height);
      expect(grown, `${empty} px empty`).toBeGreaterThan(empty * 1.5);
      // All ten lines show: nothing is left to scroll inside the field.
      expect(
        await tab.run(() => {
          const field = document.querySelector('textarea[name="message"]');
          return field ? field.scrollHeight - field.clientHeight : -1;
        }),
      ).toBeLessThanOrEqual(1);
    });

    await test.step('Send delivers it, through the reCAPTCHA stub, to the mail catcher', async () => {
      await tab.click('form button[type="submit"]');
      await until(tab, 'the success shown', (title) => document.body.innerText.includes(title), ENGLISH.successTitle);
      const [caught] = await caughtMessages(marker);
      expect(caught?.params).toMatchObject({
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        message: lines.join('\n'),
      });
      expect(caught?.params['g-recaptcha-response']).toMatch(/^stub-token-/);
    });

    await test.step('a message the service refuses keeps the text and offers the e-mail', async () => {
      await tab.type('input[name="fullName"]', 'Ada Lovelace');
      await tab.type('input[name="email"]', 'ada@example.com');
      await tab.type('textarea[name="message"]', `Refused ${REFUSE_MARKER} ${marker}`);
      await tab.click('form button[type="submit"]');
      await until(tab, 'the refusal told', (text) => document.body.innerText.includes(text), ENGLISH.sendTooMany);
      await until(
        tab,
        'the e-mail offered',
        () => document.querySelector('a[href^="mailto:"][href*="Refused"]') !== null,
      );
      expect(
        await tab.run(() => document.querySelector<HTMLTextAreaElement>('textarea[name="message"]')?.value),
      ).toContain(REFUSE_MARKER);
    });
  });

  test(`an owner's page in Arabic runs right to left, at ${size} size`, async ({ tabAt }) => {
    const tab = await tabAt(screen, 'arabic');
    await tab.goto('/');
    await until(tab, 'the navigation enhanced', hydrated, 'chrome');
    // The Arabic fixture (e2e/fixtures/arabic/): its language is read right to left.
    expect(await tab.run(() => document.documentElement.dir)).toBe('rtl');
    const box = (selector: string) =>
      tab.run((css) => {
        const rect = document.querySelector(css)?.getBoundingClientRect();
        return rect ? { left: rect.left, right: rect.right } : null;
      }, selector);
    if (phone) {
      // The burger on the right, and the menu waiting past the right edge of the page (left of the
      // scrollbar, where a browser shows one), sliding in from there.
      const burger = await box('[data-chrome="burger"]');
      expect(burger && burger.left >= screen.width / 2, 'the burger on the right').toBe(true);
      const edge = await tab.run(() => document.documentElement.clientWidth);
      expect((await box('#site-navigation'))?.left, 'the closed menu past the right edge').toBeGreaterThanOrEqual(edge);
      await tab.click('[data-chrome="burger"]');
      await until(tab, 'the menu slid in to the right edge', () => {
        const rect = document.getElementById('site-navigation')?.getBoundingClientRect();
        return rect !== undefined && Math.round(rect.right) === document.documentElement.clientWidth;
      });
    } else {
      const navigation = await box('#site-navigation');
      expect(navigation && navigation.left >= screen.width / 2, 'the navigation on the right').toBe(true);
    }
  });
}

// A recruiter saves the page on paper. Firefox prints it to a PDF (over WebDriver BiDi), whose text is
// checked as Chromium's is (print.spec.ts); neither driver emulates print media, so in both engines
// the print stylesheet is then applied to the screen, and the text and the ink are read from the page.
test('saved on paper, the page reads as the content, without navigation, controls or form, in dark ink', async ({
  tabAt,
}, testInfo) => {
  const content = await readContent(SITES.engines.content);
  const texts = pageTexts(content);
  const tab = await tabAt(SCREENS.desktop);
  await tab.goto('/');
  await until(tab, 'the navigation enhanced', hydrated, 'chrome');
  const pdf = await tab.pdf();
  if (pdf) {
    const sheets = pdfSheets(pdf, testInfo.outputPath('page.pdf'));
    expect.soft(printedTextProblems(sheets, content, texts, urlOf('engines')), 'the PDF').toEqual([]);
    expect.soft(sheets, 'the A4 sheets').toHaveLength(2);
  }
  expect(await tab.run(applyPrintRulesOnScreen), 'the print stylesheets').toBe(1);
  expect.soft(await tab.run(inkProblems), 'the ink under the print rules').toEqual([]);
  const shown = await tab.run(printedText);
  expect(printedTextProblems([shown], content, texts, urlOf('engines')), 'the text under the print rules').toEqual([]);
});
