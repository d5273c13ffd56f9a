import { expect, type Page } from '@playwright/test';
import { contactFiles, readManifest, readPageStylesheets } from '../scripts/steps/manifest.ts';
import { SEND_URL, expectNotification, stubRecaptcha } from './support/mail.ts';
import { isMobile, scrollSettled, waitForHydration, test } from './support/page.ts';
import { outDirOf, urlOf, type SiteName } from './support/sites.ts';
import { TEXTS } from './support/texts.ts';

// Mantine's component styles are loaded one component at a time (src/app/prerender/styles.ts). A component
// whose styles are missing still renders, unstyled: these tests fail instead, naming its classes.

/**
 * Mantine's hashed component classes (m_…) used in the page that no loaded stylesheet styles,
 * leaving out the parts inside `except`.
 */
const unstyledMantineClasses = (page: Page, except?: string) =>
  page.evaluate((outside) => {
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    const used = new Set<string>();
    for (const element of document.querySelectorAll('[class*="m_"]')) {
      if (outside && element.closest(outside)) continue;
      for (const name of element.classList) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    }
    return [...used].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
  }, except);

test('every Mantine component on the page has its styles, in every state a visitor can reach', async ({ page }) => {
  await stubRecaptcha(page);
  await page.goto('/');
  await waitForHydration(page);
  const unstyled = new Set<string>();
  // The contact form's styles come with its code, as it comes near: until then it is left out.
  const form = '[data-island="contact"]:not([data-hydrated])';
  const check = async () => (await unstyledMantineClasses(page, form)).forEach((name) => unstyled.add(name));
  await check();

  const menu = page.getByRole('button', { name: TEXTS.menuButton });
  if (await menu.isVisible()) {
    await menu.click();
    await check();
    await menu.click();
  }

  await page.keyboard.press('End');
  await expect(page.locator('[data-island="contact"]')).toHaveAttribute('data-hydrated', '');
  await check();

  // Field errors, a failed send with the fallback e-mail, a sending button, a success notification.
  const send = page.getByRole('button', { name: TEXTS.send });
  await send.click();
  await expect(page.getByText(TEXTS.emailInvalid)).toBeVisible();
  await check();
  await page.getByRole('textbox', { name: TEXTS.fullName }).fill('Ada');
  await page.getByRole('textbox', { name: TEXTS.email }).fill('ada@example.org');
  await page.getByRole('textbox', { name: TEXTS.message }).fill('Styles');
  const { promise: held, resolve: release }: PromiseWithResolvers<void> = Promise.withResolvers();
  await page.route(SEND_URL, async (route) => {
    await held;
    await route.fulfill({ status: 503, body: 'down', headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  await send.click();
  await expect(send).toHaveAttribute('data-loading', 'true');
  await check();
  release();
  await expectNotification(page, TEXTS.errorTitle, TEXTS.sendFailed('').trim());
  await expect(page.getByRole('button', { name: TEXTS.copyMessage })).toBeVisible();
  await check();
  await page.unroute(SEND_URL);
  await send.click();
  await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
  await check();

  expect([...unstyled]).toEqual([]);
});

test('the not-found page has its styles too', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(TEXTS.notFoundText)).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
});

/**
 * Every element's computed style (and that of its ::before and ::after where they show), standard
 * properties only (the blocking stylesheet keeps only the custom properties the page reads): the
 * first call keeps it in the page, the next returns what changed since, as "where property: before → after".
 */
const styleChanges = (page: Page) =>
  page.evaluate(() => {
    const store = window as Window & { keptStyles?: Map<string, string> };
    const styles = new Map<string, string>();
    const elements = [...document.querySelectorAll('html, body, body *')];
    elements.forEach((element, index) => {
      const where = `${element.localName}#${index} ${element.className}`.trim();
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && style.content === 'none') continue;
        for (let i = 0; i < style.length; i += 1) {
          const name = style.item(i);
          if (!name.startsWith('--')) styles.set(`${where}${pseudo ?? ''} ${name}`, style.getPropertyValue(name));
        }
      }
    });
    const before = store.keptStyles;
    store.keptStyles = styles;
    if (!before) return { count: styles.size, changes: [] };
    const changes = [...new Set([...before.keys(), ...styles.keys()])]
      .filter((key) => before.get(key) !== styles.get(key))
      .map((key) => `${key}: ${before.get(key)} → ${styles.get(key)}`);
    return { count: styles.size, changes: changes.slice(0, 20) };
  });

// The page's scripts are off: what shows is what the first render shows, styled by the blocking
// stylesheet alone, until the test adds the whole one.
test.describe('the stylesheet that blocks the first render', () => {
  test.use({ javaScriptEnabled: false });

  test('styles every page of the test sites exactly as the whole stylesheet does', async ({ page }) => {
    for (const [siteName, pagePath] of [
      ['demo', ''],
      ['demo', 'no/such/page'],
      ['owner', ''],
      ['minimal', ''],
    ] as const satisfies readonly (readonly [SiteName, string])[]) {
      await test.step(`${siteName}/${pagePath}`, async () => {
        await page.goto(`${urlOf(siteName)}${pagePath}`);
        const blocking = await page
          .locator('link[rel="stylesheet"]:not([data-later]):not([media="print"])')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        const { blocking: expected, later } = readPageStylesheets(outDirOf(siteName));
        expect(blocking.map((href) => href?.replace(/^\//, ''))).toEqual(expected);
        expect((await styleChanges(page)).count).toBeGreaterThan(1000);
        // The page's own scripts are off, so nothing in it runs a callback: the test waits from outside.
        await page.evaluate(
          (hrefs) => {
            for (const href of hrefs)
              document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
          },
          later.map((file) => `/${file}`),
        );
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].every(
                (l) => l.sheet,
              ),
            ),
          )
          .toBe(true);
        expect((await styleChanges(page)).changes).toEqual([]);
      });
    }
  });
});

test('the whole stylesheet comes with the contact form, which hydrates once it has applied', async ({ page }) => {
  const { later } = readPageStylesheets(outDirOf('demo'));
  expect(later).not.toHaveLength(0);
  const formCode = contactFiles(readManifest(outDirOf('demo'))).js;
  // Whether the whole stylesheet had arrived at the moment the form was marked hydrated.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const { target } of records) {
        if (target instanceof Element && target.matches('[data-island="contact"][data-hydrated]')) {
          const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-later]')];
          Object.assign(window, { styledWhenHydrated: links.length > 0 && links.every((link) => link.sheet) });
        }
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
  });
  const requested: string[] = [];
  const arrived: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname.slice(1)));
  page.on('requestfinished', (request) => arrived.push(new URL(request.url()).pathname.slice(1)));
  const { promise: held, resolve: release }: PromiseWithResolvers<void> = Promise.withResolvers();
  await page.route(`**/${later[0] ?? 'none'}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await waitForHydration(page);
  // Fetched ahead once the page is idle, perhaps, but not applied before the form's code asks for it.
  await expect(page.locator('link[data-later]')).toHaveAttribute('disabled', '');
  const fontFaces = () => page.evaluate(() => document.fonts.size);
  const facesAtStart = await fontFaces();

  await page.keyboard.press('End');
  const island = page.locator('[data-island="contact"]');
  await expect(island).toHaveAttribute('data-requested', '');
  await expect.poll(() => later.every((file) => requested.includes(file))).toBe(true);
  // Held until the form's code is in and the page has gone idle: without the wait, it hydrates by then.
  await expect.poll(() => formCode.every((file) => arrived.includes(file))).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  release();
  await expect(island).toHaveAttribute('data-hydrated', '');
  expect(await page.evaluate(() => (window as Window & { styledWhenHydrated?: boolean }).styledWhenHydrated)).toBe(
    true,
  );
  // No font face declared again: a new one makes the browser resolve the page's fonts anew and lay the
  // whole page out again, just as the visitor reaches the form.
  expect(await fontFaces()).toBe(facesAtStart);
});

test('the navigation’s states, before the form comes near, are styled as the whole stylesheet styles them', async ({
  page,
}) => {
  // The whole stylesheet is asked for as the visitor heads down the page (the click below): held
  // until the first look, which sees the blocking stylesheet alone.
  const { promise: held, resolve: release }: PromiseWithResolvers<void> = Promise.withResolvers();
  await page.route(/\/assets\/later-[^/]*\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  // Twelve projects: the form stays far while the visitor goes to them.
  await page.goto(urlOf('owner'));
  await waitForHydration(page);
  // A section link made active, the background paused, the menu open on a phone: the page's code at start.
  if (isMobile(page)) await page.getByRole('button', { name: TEXTS.menuButton }).click();
  // Played and paused again: the control's both states, and no drawing to wait behind.
  const pause = page.getByRole('button', { name: TEXTS.pauseAnimation });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  // Hidden ones included: the menu closes on a phone, and hides its links.
  const second = page
    .getByRole('navigation', { name: TEXTS.sectionsNavigation, includeHidden: true })
    .getByRole('link', { includeHidden: true })
    .nth(1);
  await second.click();
  await scrollSettled(page);
  await expect(second).toHaveAttribute('aria-current', 'location');
  if (isMobile(page)) await page.getByRole('button', { name: TEXTS.menuButton }).click();
  await expect(page.locator('[data-island="contact"]')).not.toHaveAttribute('data-requested');
  // The background's canvas is in the page before the first look, so that both see the same elements.
  await expect(page.locator('canvas[data-background]')).toBeAttached();
  expect(
    await page.locator('link[data-later]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).sheet)),
  ).toEqual([null]);
  const settled = () => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await settled();
  expect((await styleChanges(page)).count).toBeGreaterThan(1000);
  release();
  await page.evaluate(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-later]')) link.disabled = false;
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-later]')].every((link) => link.sheet),
  );
  await settled();
  expect((await styleChanges(page)).changes).toEqual([]);
});
