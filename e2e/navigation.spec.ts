import { expect, type Page } from '@playwright/test';
import { NAV_ITEMS, SECTIONS } from '../src/app/config/sections.ts';
import {
  DESKTOP_ONLY,
  isMobile,
  openMenuIfMobile,
  openPage,
  PHONE_ONLY,
  scrollSettled,
  sectionsNav as nav,
  test,
} from './support/page.ts';

declare global {
  interface Window {
    /** Find in page, as the browser's own find bar does it (non-standard, in Chromium and Firefox). */
    find(text: string, caseSensitive?: boolean, backwards?: boolean, wrapAround?: boolean): boolean;
    activeItemsSeen: string[];
  }
}

// The page's sections as the page declares them: the tests follow a section added or renamed.
const { about, projects, contact } = SECTIONS;
const labelOf = (id: string) => NAV_ITEMS.find((section) => section.id === id)?.label;
/** Marked at the top of the page, and at its end. */
const FIRST = NAV_ITEMS[0]?.label ?? 'no section';
const LAST = NAV_ITEMS.at(-1)?.label ?? 'no section';

const activeItem = (page: Page) => page.locator('#site-navigation [aria-current="location"]');

const atEnd = (page: Page) =>
  page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
const atTop = (page: Page) => page.evaluate(() => window.scrollY === 0);

/**
 * The item the page should mark for what it shows, measured by the browser's own observer with the
 * page's rule: of the sections with 10% of themselves inside the middle 60% of the viewport,
 * the one covering most of it; at the end of the page, the last of them.
 */
function expectedItem(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            observer.disconnect();
            const counted = entries.filter((entry) => entry.intersectionRatio >= 0.1);
            const end =
              window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
            const best = end
              ? counted.at(-1)
              : counted.reduce((a, b) => (b.intersectionRect.height > a.intersectionRect.height ? b : a));
            resolve(best?.target.id ?? '');
          },
          { threshold: 0.1, rootMargin: '-20% 0px -20% 0px' },
        );
        for (const section of document.querySelectorAll('main section')) observer.observe(section);
      }),
  );
}

/** Once the page came to rest, the marked item is the section the visitor sees. */
async function expectActiveMatchesPage(page: Page) {
  await scrollSettled(page);
  await expect(activeItem(page)).toHaveText(labelOf(await expectedItem(page)) ?? 'none');
}

/** Repeats a movement, checking the marked item after each, until the page reaches an edge. */
async function moveUntil(page: Page, edge: (page: Page) => Promise<boolean>, move: () => Promise<unknown>) {
  for (let step = 0; step < 40 && !(await edge(page)); step += 1) {
    await move();
    await expectActiveMatchesPage(page);
  }
  expect(await edge(page)).toBe(true);
}

/** Moves down to the end of the page and back up to the top, checking the marked item after each step. */
async function toTheEndAndBack(page: Page, move: (down: boolean) => Promise<unknown>) {
  await moveUntil(page, atEnd, () => move(true));
  await expect(activeItem(page)).toHaveText(LAST);
  await moveUntil(page, atTop, () => move(false));
  await expect(activeItem(page)).toHaveText(FIRST);
}

/** The section's top sits at its scroll margin (its heading just below the header), or the page is at its end. */
async function expectArrived(page: Page, id: string) {
  await scrollSettled(page);
  await expect
    .poll(() =>
      page.locator(`#${id}`).evaluate((section) => {
        const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        const offset = section.getBoundingClientRect().top - parseFloat(getComputedStyle(section).scrollMarginTop);
        return end || Math.abs(offset) <= 1 ? 'arrived' : `${Math.round(offset)} px away`;
      }),
    )
    .toBe('arrived');
  const heading = await page.locator(`#${id}-title`).boundingBox();
  const header = (await page.locator('header').boundingBox())?.height ?? 0;
  expect(heading?.y).toBeGreaterThanOrEqual(isMobile(page) ? header : 0);
}

/** Records every item the navigation marks from now on. */
function recordActiveItems(page: Page) {
  return page.evaluate(() => {
    const seen: string[] = [];
    const navigation = document.getElementById('site-navigation');
    if (navigation) {
      new MutationObserver(() => {
        const current = navigation.querySelector('[aria-current="location"]')?.textContent ?? '';
        if (current !== seen.at(-1)) seen.push(current);
      }).observe(navigation, { attributes: true, attributeFilter: ['aria-current'], subtree: true });
    }
    window.activeItemsSeen = seen;
  });
}
const activeItemsSeen = (page: Page) => page.evaluate(() => window.activeItemsSeen);

test('the navigation has a real link to each section, the first active by default; a click with a modifier is left to the browser', async ({
  page,
}) => {
  await openPage(page);
  await openMenuIfMobile(page);
  const links = nav(page).getByRole('link');
  // The page's sections, as sections.ts lists them: a section an owner adds is one more item.
  await expect(links).toHaveText(NAV_ITEMS.map((item) => item.label));
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    NAV_ITEMS.map((item) => `#${item.id}`),
  );
  await expect(nav(page).getByRole('link', { name: FIRST })).toHaveAttribute('aria-current', 'location');
  await expect(nav(page).locator('[aria-current]')).toHaveCount(1);

  // A click with a modifier is left to the browser: a new tab (Ctrl, Cmd), a new window (Shift), a
  // download (Alt) is each the browser's to do.
  const prevented = await page.evaluate(() =>
    (['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const).map((modifier) => {
      const link = document.querySelector<HTMLAnchorElement>('nav a[href="#projects"]');
      if (!link) throw new Error('no link to #projects');
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, [modifier]: true });
      link.dispatchEvent(event);
      return event.defaultPrevented;
    }),
  );
  expect(prevented).toEqual([false, false, false, false]);
});

test.describe('the active item follows the visitor', () => {
  for (const [pace, delta] of [
    ['slowly', 120],
    ['fast', 1500],
  ] as const) {
    // A phone has no wheel: its small steps are the touch swipe's, and the fast wheel still walks its layout.
    test(`mouse wheel, ${pace} to the end and back`, pace === 'slowly' ? DESKTOP_ONLY : {}, async ({ page }) => {
      test.slow(pace === 'slowly', 'many small steps, each checked');
      await openPage(page);
      const viewport = page.viewportSize() ?? { width: 0, height: 0 };
      await page.mouse.move(viewport.width * 0.75, viewport.height / 2);
      await toTheEndAndBack(page, (down) => page.mouse.wheel(0, down ? delta : -delta));
    });
  }

  test('End, Home, PageDown and Space, then find in page', async ({ page }) => {
    await openPage(page);
    // The keys scroll the page only while no field or link has the focus.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('End');
    await expectActiveMatchesPage(page);
    expect(await atEnd(page)).toBe(true);
    await expect(activeItem(page)).toHaveText(LAST);
    await page.keyboard.press('Home');
    await expectActiveMatchesPage(page);
    await expect(activeItem(page)).toHaveText(FIRST);
    await moveUntil(page, atEnd, () => page.keyboard.press('PageDown'));
    await expect(activeItem(page)).toHaveText(LAST);
    await page.keyboard.press('Home');
    await expectActiveMatchesPage(page);
    await moveUntil(page, atEnd, () => page.keyboard.press('Space'));
    await expect(activeItem(page)).toHaveText(LAST);

    // Find in page, as the browser's find bar does it, from the top.
    await page.keyboard.press('Home');
    await expectActiveMatchesPage(page);
    await expect(activeItem(page)).toHaveText(FIRST);
    for (const [text, label] of [
      ['WebRTC', projects.label],
      ['Message', contact.label],
      ['more than ten years', about.label],
    ] as const) {
      const found = await page.evaluate((needle) => {
        window.getSelection()?.removeAllRanges();
        return window.find(needle, true, false, true);
      }, text);
      expect(found).toBe(true);
      await expectActiveMatchesPage(page);
      await expect(activeItem(page)).toHaveText(label);
    }
  });

  test('a Home key pressed as the contact form arrives takes the page to the top', DESKTOP_ONLY, async ({ page }) => {
    // The form's code and its stylesheet are held until the Home key's scroll is under way: they arrive
    // (hydration, the whole stylesheet, the notifications' container) while the page moves.
    const held: PromiseWithResolvers<void> = Promise.withResolvers();
    await page.route(/\/assets\/(contactClient|Providers)-[^/]*\.js$|\/assets\/later-[^/]*\.css$/, async (route) => {
      await held.promise;
      await route.continue();
    });
    await openPage(page);
    await page.keyboard.press('End');
    await expect(page.locator('[data-island="contact"]')).toHaveAttribute('data-requested', '');
    // At rest first, as a visitor's next key comes: Chromium drops a Home pressed between the last
    // frame of End's smooth scroll and its scrollend (see docs/behaviour.md).
    await scrollSettled(page);
    expect(await atEnd(page)).toBe(true);
    await page.keyboard.press('Home');
    const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    await page.waitForFunction((from) => scrollY < from - 1, end);
    held.resolve();
    await expect(page.locator('[data-island="contact"]')).toHaveAttribute('data-hydrated', '');
    await expect.poll(() => atTop(page)).toBe(true);
    await expect(activeItem(page)).toHaveText(FIRST);
  });

  test('a touch swipe', PHONE_ONLY, async ({ page }) => {
    await openPage(page);
    const session = await page.context().newCDPSession(page);
    // A finger moving up the screen scrolls the page down, and the other way round.
    const swipe = async (distance: number) => {
      const x = 200;
      const from = distance < 0 ? 700 : 200;
      await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
      for (let step = 1; step <= 10; step += 1) {
        await session.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x, y: from + (distance * step) / 10 }],
        });
      }
      await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await toTheEndAndBack(page, (down) => swipe(down ? -450 : 450));
  });

  test('dragging the scrollbar', DESKTOP_ONLY, async ({ page }) => {
    await openPage(page);
    const bar = await page.evaluate(() => ({
      x: (document.documentElement.clientWidth + window.innerWidth) / 2,
      width: window.innerWidth - document.documentElement.clientWidth,
      height: window.innerHeight,
    }));
    expect(bar.width).toBeGreaterThan(0);
    // The thumb covers about half the track at the top of this page: grab it near its top.
    await page.mouse.move(bar.x, 60);
    await page.mouse.down();
    for (const y of [200, 320, 440, 560, bar.height - 1]) {
      await page.mouse.move(bar.x, y, { steps: 4 });
      await expectActiveMatchesPage(page);
    }
    expect(await atEnd(page)).toBe(true);
    await expect(activeItem(page)).toHaveText(LAST);
    await page.mouse.move(bar.x, 0, { steps: 8 });
    await page.mouse.up();
    // Chromium moves the page for a drag off its main thread: the last move can reach the page a frame
    // after the mouse is let go (under load, the page once read 82 px, a step short). The position
    // itself, not whether it is 0: where a drag fell short tells why.
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'dragged back to the top' }).toBe(0);
    await expectActiveMatchesPage(page);
    await expect(activeItem(page)).toHaveText(FIRST);
    expect(await page.evaluate(() => window.scrollY), 'still at the top').toBe(0);
  });
});

test.describe('clicking an item', () => {
  test('scrolls all the way to its section and marks only it on the way', async ({ page }) => {
    await openPage(page);
    for (const { id, label } of [contact, projects, about, contact]) {
      await recordActiveItems(page);
      await openMenuIfMobile(page);
      await nav(page).getByRole('link', { name: label }).click();
      await expect(activeItem(page)).toHaveText(label);
      await expect(page.locator(`#${id}`)).toBeFocused();
      expect(new URL(page.url()).hash).toBe(`#${id}`);
      await expectArrived(page, id);
      // Held while the page scrolled past the other sections, and still right once it stopped.
      await expect(activeItem(page)).toHaveText(label);
      expect(await activeItemsSeen(page)).toEqual([label]);
    }
  });

  test('reaches its section even when the page changes height on the way', async ({ page }) => {
    await openPage(page);
    // Something above the target loads as the page starts scrolling (an image, a font, a widget): at
    // the end of a section above it on the way down, and just above it on the way back up.
    for (const [{ id, label }, where] of [
      [contact, { section: projects.id, before: false }],
      [projects, { section: about.id, before: false }],
      [about, { section: about.id, before: true }],
    ] as const) {
      await page.evaluate(({ section, before }) => {
        const grow = () => {
          const block = document.createElement('div');
          block.style.height = '400px';
          const element = document.getElementById(section);
          if (before) element?.before(block);
          else element?.append(block);
        };
        window.addEventListener('scroll', grow, { once: true });
      }, where);
      await openMenuIfMobile(page);
      await nav(page).getByRole('link', { name: label }).click();
      await expectArrived(page, id);
      await expect(activeItem(page)).toHaveText(label);
    }
  });

  test('scrolls smoothly, leaving the page to the visitor who scrolls meanwhile; at once with reduced motion', async ({
    page,
  }) => {
    await openPage(page);
    await openMenuIfMobile(page);
    await nav(page).getByRole('link', { name: contact.label }).click();
    await page.waitForFunction(() => window.scrollY > 0);
    await page.keyboard.press('Home');
    await expect.poll(() => atTop(page)).toBe(true);
    // Once there, nothing scrolls the page back to the chosen section.
    await expectActiveMatchesPage(page);
    expect(await atTop(page)).toBe(true);
    await expect(activeItem(page)).toHaveText(FIRST);

    await openMenuIfMobile(page);
    const scrolledAtOnce = () =>
      page.evaluate((id) => {
        const link = document.querySelector<HTMLAnchorElement>(`nav a[href="#${id}"]`);
        link?.click();
        return window.scrollY > 0;
      }, contact.id);
    expect(await scrolledAtOnce()).toBe(false);
    await expectArrived(page, contact.id);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await openMenuIfMobile(page);
    expect(await scrolledAtOnce()).toBe(true);
  });
});
