import { test as base, expect, type Page } from '@playwright/test';
import { PAUSE_CHOICE_KEY } from '../../src/features/background/pauseStore.ts';
import { TEXTS } from './texts.ts';

/**
 * What React says of a hydration that did not match: the page's own report (src/app/islands/hydrate.tsx),
 * and React's errors and warnings, minified or not.
 */
const HYDRATION_REPORT = /hydrat|react\.dev\/errors\/(418|423|425)\b/i;

/**
 * Most tests are not about the background: they start as a visitor who paused it on an earlier visit
 * (the choice the page keeps in localStorage), so that its drawing does not take the cores the tests
 * share. The background's own tests and the whole-page visits start as a first visit (FIRST_VISIT).
 * An init script writes the choice where none is kept yet: Playwright's storageState would load a page
 * of every origin it names before each test, which cost about a second per test.
 */
export const test = base.extend<{ returningVisitor: boolean; hydratedAsPrerendered: undefined }>({
  returningVisitor: [true, { option: true }],
  // Every test fails on a hydration that did not match the prerender: React draws the island afresh
  // and goes on, so nothing else a test checks would show it.
  hydratedAsPrerendered: [
    async ({ context }, use) => {
      const reports: string[] = [];
      const record = (text: string) => HYDRATION_REPORT.test(text) && reports.push(text);
      context.on('console', (message) => message.type() === 'error' && record(message.text()));
      context.on('weberror', (error) => record(String(error.error())));
      await use(undefined);
      expect(reports, 'hydration reports').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, returningVisitor }, use) => {
    if (returningVisitor) {
      await context.addInitScript((key) => {
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, 'paused');
        } catch {
          // A frame without storage (an opaque origin): nothing to keep.
        }
      }, PAUSE_CHOICE_KEY);
    }
    await use(context);
  },
});

/**
 * Waits until every interactive part of the page the visitor has reached works (each marks itself
 * `data-hydrated`): clicks and keys are handled from then on. A part that loads as it comes near
 * (the contact form) counts once it was asked for (`data-requested`): until it works, it holds a
 * Send (waitForContactForm waits for it).
 */
export function waitForHydration(page: Page) {
  return page.waitForFunction(() => {
    const islands = [...document.querySelectorAll('[data-island]')];
    const waiting = (island: Element) => island.hasAttribute('data-near') && !island.hasAttribute('data-requested');
    return islands.length > 0 && islands.every((island) => island.hasAttribute('data-hydrated') || waiting(island));
  });
}

/**
 * Waits until the contact form's code has run (it marks its island `data-hydrated`). Send is
 * enabled before then: a press is held, and answered once it has.
 */
export const waitForContactForm = (page: Page) =>
  expect(page.locator('[data-island="contact"]')).toHaveAttribute('data-hydrated', '');

/** Collects console errors and uncaught exceptions, hydration mismatches included. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Records every Content-Security-Policy violation of each page `page` opens from now on; the
 * function returned reads those of the page it shows (a new page starts a new list).
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () =>
    page.evaluate(() => {
      const seen = (window as Window & { cspViolations?: string[] }).cspViolations;
      // A page the watcher never reached would report nothing: that is not a clean page.
      if (!seen) throw new Error('This page was not watched for CSP violations');
      return seen;
    });
}

/** A first visit: nothing stored, so the background plays (other tests start with it paused, see `test`). */
export const FIRST_VISIT = { returningVisitor: false };

/** Below Mantine's sm breakpoint, where the navigation sits behind the burger. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

// Where a test runs is told by a tag, which playwright.config.ts reads to leave it out of the projects it
// does not belong to: a test skipped from inside its body would still pay for a browser context.
/** Behaviour that does not depend on the viewport, or a test that walks the widths itself: desktop projects only. */
export const ONE_SIZE = { tag: '@one-size' };
/** A mouse and a wide screen (a scrollbar to drag, the sidebar): desktop projects only. */
export const DESKTOP_ONLY = { tag: '@desktop' };
/** A touch screen below Mantine's sm breakpoint (the burger, swipes): phone projects only. */
export const PHONE_ONLY = { tag: '@phone' };

/** Opens the home page and waits for hydration; returns the errors collected meanwhile. */
export async function openPage(page: Page) {
  const errors = collectErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  return errors;
}

/** The list of sections, by its name in the page's texts (English by default). */
export const sectionsNav = (page: Page, name = TEXTS.sectionsNavigation) => page.getByRole('navigation', { name });

export async function openMenuIfMobile(page: Page, burger = TEXTS.menuButton) {
  if (isMobile(page)) await page.getByRole('button', { name: burger }).click();
}

/**
 * The focus ring every control shows to a keyboard: 2 px of grape 4 (#da77f2), which stands out at
 * 5.8:1 on the page colour, 2 px off the control. Mantine's own ring, in the primary colour's dark
 * shade, is about 2:1 there.
 */
export const FOCUS_RING = '2px solid rgb(218, 119, 242), offset 2px';

/** The ring the focused element shows, in the words of FOCUS_RING. */
export const focusRing = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}, offset ${style.outlineOffset}`;
  });

/** Run in the page: resolves once it stopped scrolling, the same position over several frames and at least 200 ms. */
export async function scrollStops() {
  let position = window.scrollY;
  let since = performance.now();
  for (let still = 0; still < 6 || performance.now() - since < 200;) {
    await new Promise(requestAnimationFrame);
    if (window.scrollY === position) still += 1;
    else [still, position, since] = [0, window.scrollY, performance.now()];
  }
}

/** Waits until the page stopped scrolling. */
export const scrollSettled = (page: Page) => page.evaluate(scrollStops);
