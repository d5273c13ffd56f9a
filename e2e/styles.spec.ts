import { expect, type Page } from '@playwright/test';
import { SEND_URL, expectNotification, stubRecaptcha } from './mail';
import { waitForHydration, test } from './page';

// Mantine's component styles are loaded one component at a time (src/app/styles.ts). A component
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

  const menu = page.getByRole('button', { name: 'Navigation menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await check();
    await menu.click();
  }

  await page.keyboard.press('End');
  await expect(page.locator('[data-island="contact"]')).toHaveAttribute('data-hydrated', '');
  await check();

  // Field errors, a failed send with the fallback e-mail, a sending button, a success notification.
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await check();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.org');
  await page.getByRole('textbox', { name: 'Message' }).fill('Styles');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SEND_URL, async (route) => {
    await held;
    await route.fulfill({ status: 503, body: 'down', headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  await send.click();
  await expect(send).toHaveAttribute('data-loading', 'true');
  await check();
  release();
  await expectNotification(page, 'Error', 'Failed to send your message.');
  await expect(page.getByRole('button', { name: 'Copy message' })).toBeVisible();
  await check();
  await page.unroute(SEND_URL);
  await send.click();
  await expectNotification(page, 'Success!', 'Your message has been sent.');
  await check();

  expect([...unstyled]).toEqual([]);
});

test('the not-found page has its styles too', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('No route matches URL')).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
});
