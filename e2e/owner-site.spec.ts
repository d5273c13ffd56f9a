// The owner's own site (src/content/ as it is), built by `npm run build:e2e`, checked in the browser
// at a phone's and a laptop's width with every expectation read from the content: it passes for the
// demo as shipped and for any owner's content. The same checks run on the minimal fixture (another
// owner with none of the optional items), which proves they follow the content they are given.
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { readContent } from '../scripts/steps/contentCheck.ts';
import type { Content } from '../scripts/steps/contentProblems.ts';
import { expectNoAxeViolations } from './axe';
import { stubRecaptcha } from './mail';
import { expectedImages, expectedPage, readImages, readPage } from './ownerSite';
import {
  collectErrors,
  DESKTOP_ONLY,
  isMobile,
  ONE_SIZE,
  openMenuIfMobile,
  sectionsNav,
  test,
  waitForHydration,
  watchCspViolations,
} from './page';
import { SITES, urlOf } from './sites';

/** Opens the page as a visitor does, and waits until it is interactive. */
async function visit(page: Page) {
  const errors = collectErrors(page);
  // Google's script, as the other tests answer it: the page asks for it once the form is near.
  await stubRecaptcha(page);
  await page.goto('/');
  await waitForHydration(page);
  return errors;
}

// The owner's own site at both sizes; the minimal fixture, as the proof, once at the laptop size.
for (const siteName of ['site', 'minimal'] as const) {
  test.describe(siteName, siteName === 'minimal' ? DESKTOP_ONLY : {}, () => {
    test.use({ baseURL: urlOf(siteName) });
    let content: Content;
    test.beforeAll(async () => {
      content = await readContent(SITES[siteName].content);
    });

    test('the page shows the content: name, role, bio, each project in order, the optional items exactly when given; About marked', async ({
      page,
    }) => {
      const errors = await visit(page);
      expect(await readPage(page)).toEqual(expectedPage(content, urlOf(siteName)));
      // Nothing empty is shown for an item the content leaves out.
      const { profile } = content;
      // In the navigation, behind the burger on phones.
      const ownerLinks = page.locator('[aria-label="Profiles and contact"]');
      await expect(ownerLinks).toHaveCount(profile.links?.length || profile.email || profile.resume ? 1 : 0);
      expect(errors).toEqual([]);
      // However short its description and few its tags, each card keeps both areas at least 100 px
      // high, so that the cards of a row line up.
      for (const card of await page.locator('#projects .mantine-Card-root').all()) {
        const description = card.locator('[data-line-clamp], [style*="line-clamp"]').first();
        for (const area of [description, card.getByRole('list', { name: 'Technologies' })]) {
          expect((await area.boundingBox())?.height).toBeGreaterThanOrEqual(100);
        }
      }
      // About is marked in the navigation before any scroll.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await openMenuIfMobile(page);
      await expect(sectionsNav(page).locator('[aria-current="location"]')).toHaveText('About');
    });

    test('every image is made for its place: AVIF, WebP and the original in widths, loaded in its shape', async ({
      page,
      request,
    }) => {
      await visit(page);
      const images = page.locator('#about img, #projects img');
      // A visitor scrolls to each, which loads the lazy ones.
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      const expected = expectedImages(content);
      const found = await readImages(page);
      expect(found.map(({ alt, sources }) => ({ alt, sources }))).toEqual(
        expected.map(({ alt, sources }) => ({ alt, sources })),
      );
      found.forEach(({ alt, shape }, index) => expect(shape, alt).toBeCloseTo(expected[index]?.shape ?? NaN, 1));
      // Every file a srcset offers is served, in the type its source says.
      const offered = await page.evaluate(() =>
        [...document.querySelectorAll('#about source, #projects source')].flatMap((source) =>
          (source.getAttribute('srcset') ?? '').split(',').map((candidate) => ({
            url: candidate.trim().split(/\s+/)[0] ?? '',
            type: source.getAttribute('type') ?? '',
          })),
        ),
      );
      for (const { url, type } of offered) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toBe(type);
      }
    });

    // One visit for these checks of what the page links to and says of itself, each a step of its own.
    test('its links, its metadata and its share image, from the content', ONE_SIZE, async ({ page, request }) => {
      await visit(page);
      await test.step('every link is http(s): or mailto:, and every file of the site it points to is there', async () => {
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
        expect(hrefs.length).toBeGreaterThan(0);
        const origin = new URL(urlOf(siteName)).origin;
        for (const href of new Set(hrefs)) {
          const url = new URL(href);
          expect(['http:', 'https:', 'mailto:'], href).toContain(url.protocol);
          if (url.origin !== origin) continue;
          if (url.hash) await expect(page.locator(url.hash), href).toHaveCount(1);
          else expect((await request.get(href)).status(), href).toBe(200);
        }
      });
      await test.step('title, description, canonical URL, JSON-LD, robots.txt and sitemap.xml from the content', async () => {
        const siteUrl = urlOf(siteName);
        const { title, description } = expectedPage(content, siteUrl);
        await expect(page).toHaveTitle(title);
        const meta = (selector: string) => page.locator(selector).getAttribute('content');
        expect(await meta('meta[property="og:title"]')).toBe(title);
        expect(await meta('meta[property="og:description"]')).toBe(description);
        expect(await meta('meta[property="og:url"]')).toBe(siteUrl);
        expect(await (await request.get('robots.txt')).text()).toContain(`Sitemap: ${siteUrl}sitemap.xml`);
        expect(await (await request.get('sitemap.xml')).text()).toContain(`<loc>${siteUrl}</loc>`);
        await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
      });
      await test.step('the share image: found through og:image, the owner’s own or drawn with the owner’s name', async () => {
        const url = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const image = await response.body();
        const { site, profile } = content;
        if (site.shareImage) {
          expect(new URL(url).pathname).toBe(new URL(site.shareImage, urlOf(siteName)).pathname);
          return;
        }
        // The card the build draws from the name, role and photo (the file the page shows): drawn here
        // again from the content, it is the same image, byte for byte.
        const { drawShareImage, fetchBytes } = await import('../scripts/steps/shareImage.ts');
        const { shareColors } = await import('../src/app/shareColors.ts');
        const photoUrl = await page.locator('#about img').evaluate((img: HTMLImageElement) => img.src);
        const photo = await fetchBytes(photoUrl);
        const drawn = await drawShareImage({ name: profile.name, role: profile.role, photo, colors: shareColors });
        const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
        expect(hash(image), 'the share image is the card drawn with the owner’s name and role').toBe(hash(drawn));
        expect(await page.locator('meta[property="og:image:alt"]').getAttribute('content')).toBe(
          site.shareImageAlt ?? `${profile.name} — ${profile.role}`,
        );
      });
    });

    test('no axe violation, no Content-Security-Policy violation, no sideways scroll from 320 px', async ({ page }) => {
      const cspViolations = await watchCspViolations(page);
      await visit(page);
      // A visitor reads to the end of the page: everything on the way loads.
      await page.keyboard.press('End');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      const widths = isMobile(page) ? [320, 390] : [1280];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${width} px: sideways scroll`).toBeLessThanOrEqual(0);
      }
      expect(await cspViolations()).toEqual([]);
    });

    test(
      'the checks catch a broken page: a card dropped, the name not rendered, an optional item shown empty',
      ONE_SIZE,
      async ({ page }) => {
        await visit(page);
        const expected = expectedPage(content, urlOf(siteName));
        expect(await readPage(page)).toEqual(expected);
        const breaks = [
          () => document.querySelector('#projects .mantine-Card-root')?.remove(),
          () => document.querySelector('h1')?.replaceChildren(),
          () => {
            const list = document.querySelector('[aria-label="Profiles and contact"]') ?? document.createElement('ul');
            list.setAttribute('aria-label', 'Profiles and contact');
            list.append(Object.assign(document.createElement('a'), { href: 'mailto:' }));
            document.querySelector('nav')?.append(list);
          },
        ];
        for (const [index, broken] of breaks.entries()) {
          await page.reload();
          await waitForHydration(page);
          await page.evaluate(broken);
          expect(await readPage(page), `break ${index + 1}`).not.toEqual(expected);
        }
      },
    );
  });
}
