import { DEMO_PROFILE } from '../src/demo/identity.ts';
import { SECTIONS } from '../src/app/config/sections.ts';
import { expect } from '@playwright/test';
import { DESKTOP_ONLY, FIRST_VISIT, waitForContactForm, waitForHydration, test } from './support/page.ts';
import { urlOf } from './support/sites.ts';
import { TEXTS } from './support/texts.ts';

// The build made with BASE_PATH=/portfolio/, served from http://127.0.0.1:4174/portfolio/, as on
// GitHub Pages project sites; the background plays, as on a first visit.
test.use({ ...FIRST_VISIT, baseURL: urlOf('subpath') });

test(
  'the site works from a sub-path: assets, anchors, background, metadata',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const failed: string[] = [];
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    page.on('pageerror', (e) => failed.push(e.message));
    await page.goto('./');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_PROFILE.name);
    // The contact section starts below the fold at this size: the click has to scroll there.
    await expect(page.locator('#contact h2')).not.toBeInViewport();
    await page
      .getByRole('navigation', { name: TEXTS.sectionsNavigation })
      .getByRole('link', { name: SECTIONS.contact.label })
      .click();
    await expect(page).toHaveURL('http://127.0.0.1:4174/portfolio/#contact');
    await expect(page.locator('#contact h2')).toBeInViewport();
    await expect
      .poll(async () => Number(await page.locator('canvas[data-background]').getAttribute('data-fps')))
      .toBeGreaterThan(0);
    await waitForContactForm(page);

    const image = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:4174\/portfolio\/assets\/share-/);
    expect((await request.get(image)).status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://127.0.0.1:4174/portfolio/');
    expect(await (await request.get('sitemap.xml')).text()).toContain('<loc>http://127.0.0.1:4174/portfolio/</loc>');
    expect(await (await request.get('robots.txt')).text()).toContain(
      'Sitemap: http://127.0.0.1:4174/portfolio/sitemap.xml',
    );
    const manifest = await (await request.get('manifest.webmanifest')).json();
    expect(manifest.start_url).toBe('/portfolio/');
    expect(failed).toEqual([]);
  },
);

test('the 404 page from a sub-path links back to it', DESKTOP_ONLY, async ({ page }) => {
  const response = await page.goto('no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(TEXTS.notFoundText)).toBeVisible();
  await page.getByRole('link', { name: TEXTS.backHome }).click();
  await expect(page).toHaveURL('http://127.0.0.1:4174/portfolio/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_PROFILE.name);
});
