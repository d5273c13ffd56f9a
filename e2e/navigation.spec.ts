import { expect, test } from '@playwright/test';
import { openMenuIfMobile, openPage, sectionsNav as nav } from './page';

test('the navigation has three real links, About active by default', async ({ page }) => {
  await openPage(page);
  await openMenuIfMobile(page);
  const links = nav(page).getByRole('link');
  await expect(links).toHaveText(['About', 'Projects', 'Get in Touch']);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['#about', '#projects', '#contact']);
  await expect(nav(page).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'location');
  await expect(nav(page).locator('[aria-current]')).toHaveCount(1);
});

test('clicking an item scrolls to its section and makes it active', async ({ page }) => {
  await openPage(page);
  for (const [label, id] of [
    ['Get in Touch', 'contact'],
    ['Projects', 'projects'],
    ['About', 'about'],
  ] as const) {
    await openMenuIfMobile(page);
    await nav(page).getByRole('link', { name: label }).click();
    await expect(page.locator('#site-navigation [aria-current="location"]')).toHaveText(label);
    await expect(page.locator(`#${id}`)).toBeInViewport();
    await expect(page.locator(`#${id}`)).toBeFocused();
    expect(new URL(page.url()).hash).toBe(`#${id}`);
    // Once the smooth scroll settled, the section's top sits at the top of the page (below the
    // header), or the page is at its end.
    await expect
      .poll(() =>
        page.locator(`#${id}`).evaluate((el) => {
          const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
          return atEnd || el.getBoundingClientRect().top < (window.innerWidth < 768 ? 100 : 40);
        }),
      )
      .toBe(true);
  }
});

test('the active item follows scrolling', async ({ page }) => {
  await openPage(page);
  const current = () => page.locator('#site-navigation [aria-current="location"]');
  await page.locator('#projects').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(current()).toHaveText('Projects');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(current()).toHaveText('Get in Touch');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(current()).toHaveText('About');
});

test('smooth scrolling, or instant with reduced motion', async ({ page }) => {
  await openPage(page);
  await openMenuIfMobile(page);
  const scrolledAtOnce = () =>
    page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('nav a[href="#contact"]');
      link?.click();
      return window.scrollY > 0;
    });
  expect(await scrolledAtOnce()).toBe(false);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await openMenuIfMobile(page);
  expect(await scrolledAtOnce()).toBe(true);
});

test('a modified click is left to the browser', async ({ page }) => {
  await openPage(page);
  await openMenuIfMobile(page);
  const prevented = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('nav a[href="#projects"]');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link?.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(false);
});
