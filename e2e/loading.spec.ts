import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { BUDGET } from '../scripts/steps/budget.ts';
import { CONTACT_ENTRY } from '../scripts/steps/entries.ts';
import { chunk, contactFiles, onLoadScripts, readManifest, readPageStylesheets } from '../scripts/steps/manifest.ts';
import { caughtMessages, expectNotification, stubRecaptcha } from './support/mail.ts';
import { collectErrors, waitForContactForm, waitForHydration, test } from './support/page.ts';
import { outDirOf } from './support/sites.ts';
import { TEXTS } from './support/texts.ts';

// What the page fetches, and when: no framework run on load; the contact form's code fetched ahead once
// the page is idle after load (not under Save-Data or on 2g), run once the visitor heads down the page,
// hydrated as the form comes near.

const DIST = outDirOf('demo');
/** The margin within which the form counts as near (src/app/start/nearby.ts). */
const NEAR_PX = 200;

const manifest = readManifest(DIST);
const gzipBytes = (file: string) => readFileSync(path.join(DIST, `${file}.gz`)).length;

/** Every script and stylesheet of the site's own the page asks for, as the manifest names them (assets/…). */
function recordRequests(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.*\.(js|css)$/.test(pathname)) requested.push(pathname.slice(1));
  });
  return requested;
}

const contactForm = (page: Page) => page.getByRole('form', { name: TEXTS.contactForm });
const contactIsland = (page: Page) => page.locator('[data-island="contact"]');

/** How far the form's top is below the bottom of the viewport, in px (negative once it shows). */
const formDistance = (page: Page) =>
  contactForm(page).evaluate((form) => form.getBoundingClientRect().top - window.innerHeight);

/** Holds back the form's code when the page asks for it, until the test releases it or fails its request. */
async function holdFormCode(page: Page, onAsked: () => void = () => undefined) {
  const { promise: held, resolve: answer } = Promise.withResolvers<boolean>();
  await page.route(`**/${chunk(manifest, CONTACT_ENTRY).file}`, async (route) => {
    onAsked();
    if (await held) await route.continue();
    else await route.abort('connectionrefused');
  });
  return { release: () => answer(true), fail: () => answer(false) };
}

/** Google's hosts, whose script the page asks for as the form comes near. */
const GOOGLE = /^https:\/\/www\.(google|gstatic|recaptcha)\./;

/** Resolves once the browser has been idle after the page's load: what the page does at idle has run. */
const idleAfterLoad = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const idle = () => requestIdleCallback(() => requestIdleCallback(resolve));
        if (document.readyState === 'complete') idle();
        else addEventListener('load', idle, { once: true });
      }),
  );

test('on load only the budgeted scripts run; the form’s code is fetched ahead at idle, run as the visitor heads down, hydrated by React DOM as it comes near', async ({
  page,
}) => {
  // No request routed, which would turn the HTTP cache off: Google's script, asked for as the form
  // comes near, fails to load here (its host resolves to nothing) and is left out of the errors.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !GOOGLE.test(message.location().url)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const requested = recordRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  // The last of the scripts on load: the background's start, once the browser is idle.
  await expect(page.locator('canvas[data-background]')).toBeAttached();

  const budgeted = onLoadScripts(manifest);
  const form = contactFiles(manifest);
  const later = readPageStylesheets(DIST).later;
  expect(await formDistance(page), 'the form starts out of reach at this size').toBeGreaterThan(NEAR_PX);
  // Once the page is idle after load, the form's code and styles are fetched ahead, before any scroll.
  await expect.poll(() => requested).toEqual(expect.arrayContaining([...form.js, ...form.css, ...later]));
  const scripts = requested.filter((file) => file.endsWith('.js'));
  expect(scripts.filter((file) => !budgeted.includes(file) && !form.js.includes(file))).toEqual([]);
  expect(
    scripts.filter((file) => budgeted.includes(file)).reduce((total, file) => total + gzipBytes(file), 0),
  ).toBeLessThanOrEqual(BUDGET.onLoadJs);
  // Fetched, not run: the form is not asked for, and the whole stylesheet is not applied.
  await idleAfterLoad(page);
  await expect(contactIsland(page)).not.toHaveAttribute('data-requested');
  await expect(page.locator('link[data-later]')).toHaveAttribute('disabled', '');
  // The stylesheets that block the first render: the ones the page's own HTML links, less the whole
  // stylesheet it links disabled until the form comes near, and the one for print alone.
  const blocking = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled]):not([media="print"])')].map(
      (link) => new URL(link.href).pathname.slice(1),
    ),
  );
  expect(blocking.length).toBeGreaterThan(0);
  expect(blocking.reduce((total, file) => total + gzipBytes(file), 0)).toBeLessThanOrEqual(BUDGET.renderBlockingCss);

  // The visitor's first key down the page, once what was fetched ahead has arrived, runs the form's code
  // and applies the whole stylesheet, far from the form, nothing fetched again; the form is not
  // hydrated until it comes near.
  await page.waitForFunction(
    (files) => files.every((file) => performance.getEntriesByName(new URL(`/${file}`, location.href).href).length > 0),
    [...form.js, ...form.css, ...later],
  );
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-later]')].every((link) => !link.disabled && link.sheet),
  );
  expect(await formDistance(page), 'the form is still out of reach').toBeGreaterThan(NEAR_PX);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(contactIsland(page)).not.toHaveAttribute('data-requested');
  await expect(contactIsland(page)).not.toHaveAttribute('data-hydrated');
  // Hydrated once it comes near, by React DOM: each of the form's elements carries its fiber.
  while ((await formDistance(page)) > NEAR_PX) await page.keyboard.press('ArrowDown');
  await expect(contactIsland(page)).toHaveAttribute('data-hydrated', '');
  // Each file fetched once over the network, ahead; asked for again (a stylesheet), from the cache.
  const fetches = await page.evaluate(
    (files) =>
      files.map((file) =>
        performance
          .getEntriesByName(new URL(`/${file}`, location.href).href)
          .map((entry) => (entry instanceof PerformanceResourceTiming && entry.transferSize > 0 ? 'network' : 'cache')),
      ),
    [...form.js, ...form.css, ...later],
  );
  expect(fetches).toEqual(fetches.map((each) => ['network', ...each.slice(1).map(() => 'cache')]));
  // The modules were fetched ahead into the HTTP cache, not compiled (a modulepreload would have been
  // taken from the module map, with no second request), and all asked for again at once as the visitor
  // headed down, each preloaded by the bundler's loader: none found only once the module importing it
  // was parsed (the loader skips a module a link of the page already names).
  expect(fetches.slice(0, form.js.length), 'each module asked for again, from the cache').toEqual(
    form.js.map(() => ['network', 'cache']),
  );
  const linkedAs = await page.evaluate(
    (files) =>
      files.map((file) => {
        const href = new URL(`/${file}`, location.href).href;
        return [...document.head.querySelectorAll('link')].filter((link) => link.href === href).map((link) => link.rel);
      }),
    form.js,
  );
  expect(linkedAs).toEqual(form.js.map(() => ['modulepreload']));
  const withoutFiber = await contactForm(page).evaluate((element) =>
    [element, ...element.querySelectorAll('input, textarea, button')]
      .filter((node) => !Object.keys(node).some((key) => key.startsWith('__reactFiber$')))
      .map((node) => node.outerHTML.slice(0, 80)),
  );
  expect(withoutFiber).toEqual([]);
  expect(errors).toEqual([]);
});

for (const [connection, value] of [
  ['Save-Data', { saveData: true, effectiveType: '4g' }],
  ['a 2g connection', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`with ${connection}, nothing is fetched ahead: the form’s code comes as the visitor heads down @one-size`, async ({
    page,
  }) => {
    await page.addInitScript((info) => Object.defineProperty(navigator, 'connection', { value: info }), value);
    await stubRecaptcha(page);
    const requested = recordRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('canvas[data-background]')).toBeAttached();
    await idleAfterLoad(page);
    const form = contactFiles(manifest);
    const budgeted = onLoadScripts(manifest);
    expect(requested.filter((file) => file.endsWith('.js') && !budgeted.includes(file))).toEqual([]);
    expect(requested.filter((file) => form.css.includes(file))).toEqual([]);
    // Asked for as the visitor heads down, and working once the form is reached.
    await page.keyboard.press('End');
    await waitForContactForm(page);
    expect(requested).toEqual(expect.arrayContaining([...form.js, ...form.css]));
  });
}

test('what is typed before the form’s code arrives is kept and sent; the message field shows at least five lines and grows', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await stubRecaptcha(page);
  let asked = false;
  const { release } = await holdFormCode(page, () => {
    asked = true;
  });
  await page.goto('/');
  await waitForHydration(page);

  const name = page.getByRole('textbox', { name: TEXTS.fullName });
  const message = page.getByRole('textbox', { name: TEXTS.message });
  const marker = `typed-early-${Date.now().toString(36)}`;
  // Clicking into the field asks for the form's code, which the test holds back while the visitor types.
  await name.click();
  await expect.poll(() => asked).toBe(true);
  await name.pressSequentially('Ada Lovelace');
  await message.click();
  await message.pressSequentially(`Typed first ${marker}`);
  await expect(contactIsland(page)).not.toHaveAttribute('data-hydrated');

  release();
  await expect(contactIsland(page)).toHaveAttribute('data-hydrated', '');
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(message).toHaveValue(`Typed first ${marker}`);
  await page.getByRole('textbox', { name: TEXTS.email }).fill('ada@example.org');
  await page.getByRole('button', { name: TEXTS.send }).click();
  await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
  const [caught] = await caughtMessages(marker);
  expect(caught?.params).toMatchObject({ fullName: 'Ada Lovelace', message: `Typed first ${marker}` });
  expect(errors).toEqual([]);

  // Emptied by the send, the message field shows at least five lines, and grows with the text.
  await expect(message).toHaveValue('');
  const lines = () =>
    message.evaluate((field) => {
      const style = getComputedStyle(field);
      const inner = field.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      // clientHeight is whole pixels.
      return Math.round(inner / parseFloat(style.lineHeight));
    });
  expect(await lines()).toBeGreaterThanOrEqual(5);
  // The visitor may make it taller or shorter by hand, not wider.
  expect(await message.evaluate((field) => getComputedStyle(field).resize)).toBe('vertical');
  await message.fill(Array.from({ length: 9 }, (_, i) => `line ${i + 1}`).join('\n'));
  await expect.poll(lines).toBeGreaterThanOrEqual(9);
});

test('a Send pressed before the form’s code arrives is held, shown busy, and the message sent once it has @one-size', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await stubRecaptcha(page);
  const { release } = await holdFormCode(page);
  await page.goto('/');
  await waitForHydration(page);

  const marker = `sent-early-${Date.now().toString(36)}`;
  const send = contactForm(page).getByRole('button', { name: TEXTS.send });
  await page.getByRole('textbox', { name: TEXTS.fullName }).click();
  await page.keyboard.type('Ada Lovelace');
  await page.getByRole('textbox', { name: TEXTS.email }).click();
  await page.keyboard.type('ada@example.org');
  await page.getByRole('textbox', { name: TEXTS.message }).click();
  await page.keyboard.type(`Sent before the form worked ${marker}`);
  // Enter in a field, as a keyboard user sends (a click on Send is held the same way).
  await page.getByRole('textbox', { name: TEXTS.email }).press('Enter');
  await expect(contactIsland(page)).toHaveAttribute('aria-busy', 'true');
  const heldStatus = page.getByRole('status').filter({ hasText: TEXTS.earlySendHeld });
  await expect(heldStatus).toBeVisible();
  await expect(send).toHaveCSS('cursor', 'progress');
  expect(page.url(), 'the message stays out of the address').not.toContain('?');
  await expect(contactIsland(page)).not.toHaveAttribute('data-hydrated');

  release();
  await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
  const caught = await caughtMessages(marker);
  expect(caught).toHaveLength(1);
  expect(caught[0]?.params).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.org' });
  await expect(contactIsland(page)).not.toHaveAttribute('aria-busy');
  await expect(heldStatus).toHaveCount(0);
  expect(page.url()).not.toContain('?');
  expect(errors).toEqual([]);
});

test('a stored draft shows before the form’s code arrives, and stays once it has @one-size', async ({ page }) => {
  const errors = collectErrors(page);
  await stubRecaptcha(page);
  const { release } = await holdFormCode(page);
  const draft = { fullName: 'Grace Hopper', email: 'grace@example.org', message: 'Left unsent' };
  // In the page only, not in the captcha's frames.
  await page.addInitScript((values) => {
    if (window === window.top) localStorage.setItem('contact-draft', JSON.stringify(values));
  }, draft);
  await page.goto('/');
  await waitForHydration(page);
  const shown = async () => {
    await expect(page.getByRole('textbox', { name: TEXTS.fullName })).toHaveValue(draft.fullName);
    await expect(page.getByRole('textbox', { name: TEXTS.email })).toHaveValue(draft.email);
    await expect(page.getByRole('textbox', { name: TEXTS.message })).toHaveValue(draft.message);
  };
  await shown();
  await expect(contactIsland(page)).not.toHaveAttribute('data-hydrated');

  await page.getByRole('textbox', { name: TEXTS.message }).click();
  release();
  await waitForContactForm(page);
  await shown();
  expect(errors).toEqual([]);
});

test('when the form’s code cannot load, a held Send is let go, the visitor told, and what they typed kept for a reload @one-size', async ({
  page,
}) => {
  await stubRecaptcha(page);
  const { fail } = await holdFormCode(page);
  await page.goto('/');
  await waitForHydration(page);
  const message = page.getByRole('textbox', { name: TEXTS.message });
  await message.click();
  await page.keyboard.type('Typed while the form was on its way');
  await page.getByRole('textbox', { name: TEXTS.email }).press('Enter');
  await expect(contactIsland(page)).toHaveAttribute('aria-busy', 'true');

  fail();
  await expect(page.getByRole('status').filter({ hasText: TEXTS.earlySendFailed })).toHaveText(TEXTS.earlySendFailed);
  await expect(contactIsland(page)).not.toHaveAttribute('aria-busy');
  await page.unrouteAll();
  await page.reload();
  await expect(message).toHaveValue('Typed while the form was on its way');
});
