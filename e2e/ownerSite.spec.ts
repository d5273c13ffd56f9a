// The owner's own site (src/content/ as it is), built by `npm run build:e2e`, checked in the browser
// at a phone's and a laptop's width with every expectation read from the content: it passes for the
// demo as shipped and for any owner's content. The same checks run on the minimal fixture (another
// owner with none of the optional items) and on an owner who writes in Japanese and one who writes in
// Arabic, right to left, which proves they follow the content they are given, its language included.
import { createHash } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { readContent } from '../scripts/steps/contentCheck.ts';
import { languageOf } from '../src/app/config/language.ts';
import type { Content, PageTexts } from '../src/content/types.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { stubRecaptcha } from './support/mail.ts';
import { LIMITS } from '../src/features/contact/validation.ts';
import {
  expectedChrome,
  expectedImages,
  expectedPage,
  pageTexts,
  readChrome,
  readImages,
  readPage,
} from './support/ownerSite.ts';
import {
  collectErrors,
  DESKTOP_ONLY,
  isMobile,
  ONE_SIZE,
  sectionsNav,
  test,
  waitForContactForm,
  waitForHydration,
  watchCspViolations,
} from './support/page.ts';
import { SITES, urlOf } from './support/sites.ts';

/** Opens the page as a visitor does, and waits until it is interactive. */
async function visit(page: Page) {
  const errors = collectErrors(page);
  // Google's script, as the other tests answer it: the page asks for it once the form is near.
  await stubRecaptcha(page);
  await page.goto('/');
  await waitForHydration(page);
  return errors;
}

// The owner's own site and the owners in Japanese and Arabic at both sizes; the minimal fixture, as
// the proof, once at the laptop size.
for (const siteName of ['site', 'minimal', 'japanese', 'arabic'] as const) {
  test.describe(siteName, siteName === 'minimal' ? DESKTOP_ONLY : {}, () => {
    test.use({ baseURL: urlOf(siteName) });
    let content: Content;
    let texts: PageTexts;
    test.beforeAll(async () => {
      content = await readContent(SITES[siteName].content);
      texts = pageTexts(content);
    });

    // One visit reads the page as the content: every step checks one promise, in the order a visitor
    // meets them (the top of the page before any scroll, then the images on the way down, then the form).
    // A page load is about two thirds of a core-second here, and reaching the form as much again.
    test('reads as the content, in the content’s language and from the side it is read from: the page, its links and metadata, its images, the form', async ({
      page,
      request,
    }) => {
      const errors = await visit(page);
      await test.step('the page shows the content: name, role, bio, each project in order, the optional items exactly when given', async () => {
        expect(await readPage(page, texts)).toEqual(expectedPage(content, urlOf(siteName)));
        // Nothing empty is shown for an item the content leaves out.
        const { profile } = content;
        // In the navigation, behind the burger on phones.
        const ownerLinks = page.locator(`[aria-label="${texts.ownerLinks}"]`);
        await expect(ownerLinks).toHaveCount(profile.links?.length || profile.email || profile.resume ? 1 : 0);
        // However short its description and few its tags, each card keeps both areas at least 100 px
        // high, so that the cards of a row line up.
        for (const card of await page.locator('#projects .mantine-Card-root').all()) {
          const description = card.locator('[data-line-clamp], [style*="line-clamp"]').first();
          for (const area of [description, card.getByRole('list', { name: texts.technologies })]) {
            expect((await area.boundingBox())?.height).toBeGreaterThanOrEqual(100);
          }
        }
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
      await test.step('the navigation and the headings are in the content’s language', async () => {
        expect(await readChrome(page)).toEqual(expectedChrome(content));
      });
      const rtl = expectedChrome(content).dir === 'rtl';
      const width = page.viewportSize()?.width ?? 0;
      const box = (locator: Locator) =>
        locator.evaluate((element) => {
          const { left, right, top } = element.getBoundingClientRect();
          return { left, right, top };
        });
      type Box = Awaited<ReturnType<typeof box>>;
      /** On the half of the screen the lines start from. */
      const onStartHalf = ({ left, right }: Box) => (rtl ? left >= width / 2 : right <= width / 2);
      /** Before the other on its line, in the reading direction. */
      const before = (a: Box, b: Box) => (rtl ? a.left >= b.right - 1 : a.right <= b.left + 1);
      const menu = page.getByRole('complementary', { name: texts.siteNavigation, includeHidden: true });
      await test.step('the navigation, the burger and its menu run from the side the language is read from', async () => {
        if (isMobile(page)) {
          const burger = page.getByRole('button', { name: texts.menuButton });
          expect(onStartHalf(await box(burger)), 'the burger').toBe(true);
          // Closed, the menu waits past the edge it slides in from.
          const closed = await box(menu);
          expect(rtl ? closed.left >= width : closed.right <= 0, 'the closed menu').toBe(true);
          await burger.click();
          await expect(menu).toBeVisible();
          await expect.poll(async () => Math.round((await box(menu))[rtl ? 'right' : 'left'])).toBe(rtl ? width : 0);
        } else {
          expect(onStartHalf(await box(menu)), 'the navigation').toBe(true);
        }
        // The words of the first section's link (the link itself spans the navigation's width).
        const words = await sectionsNav(page, texts.sectionsNavigation)
          .getByRole('link')
          .first()
          .evaluate((link) => {
            const range = document.createRange();
            const text = document.createTreeWalker(link, NodeFilter.SHOW_TEXT).nextNode();
            range.selectNodeContents(text ?? link);
            const { left, right, top } = range.getBoundingClientRect();
            return { left, right, top };
          });
        expect(onStartHalf(words), 'the first section’s link').toBe(true);
      });
      await test.step('About is marked in the navigation before any scroll', async () => {
        await expect(sectionsNav(page, texts.sectionsNavigation).locator('[aria-current="location"]')).toHaveText(
          texts.about,
        );
        if (isMobile(page)) {
          await page.getByRole('button', { name: texts.menuButton }).click();
          await expect(menu).toBeHidden();
        }
      });
      // Once, at the laptop's width: what the page links to and says of itself.
      if (!isMobile(page)) {
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
        await test.step('the 404 page, in the content’s language and words', async () => {
          const notFound = await (await request.get('404.html')).text();
          const { lang, dir } = expectedChrome(content);
          expect(notFound).toContain(`<html lang="${lang}" dir="${dir}"`);
          expect(notFound).toContain(texts.backHome);
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
          const { drawShareImage, fetchBytes, undrawable } = await import('../scripts/steps/shareImage.ts');
          // Every letter of the name and the role has a font: none is drawn as a box.
          expect(await undrawable(`${profile.name} ${profile.role}`)).toEqual([]);
          const { shareColors } = await import('../src/app/prerender/shareColors.ts');
          const photoUrl = await page.locator('#about img').evaluate((img: HTMLImageElement) => img.src);
          const photo = await fetchBytes(photoUrl);
          const { direction } = languageOf(site.language);
          const drawn = await drawShareImage({
            name: profile.name,
            role: profile.role,
            photo,
            colors: shareColors,
            direction,
          });
          const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
          expect(hash(image), 'the share image is the card drawn with the owner’s name and role').toBe(hash(drawn));
          expect(await page.locator('meta[property="og:image:alt"]').getAttribute('content')).toBe(
            site.shareImageAlt ?? `${profile.name} — ${profile.role}`,
          );
        });
      }
      await test.step('every image is made for its place: AVIF, WebP and the original in widths, loaded in its shape', async () => {
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
      await page.goto('/#contact');
      await waitForContactForm(page);
      await test.step('the form’s buttons, the cards and the tags run from the side the language is read from', async () => {
        const form = page.getByRole('form', { name: texts.contactForm });
        const send = await box(form.getByRole('button', { name: texts.send }));
        expect(before(send, await box(form.getByRole('button', { name: texts.reset }))), 'Send, then Reset').toBe(true);
        // Cards and tags side by side, where there is room for two on a line.
        const cards = await Promise.all(
          (await page.locator('#projects .mantine-Card-root').all()).slice(0, 2).map(box),
        );
        const tags = await Promise.all((await page.locator('#projects li').all()).slice(0, 2).map(box));
        for (const [first, second] of [cards, tags])
          if (first && second && first.top === second.top) expect(before(first, second)).toBe(true);
      });
      await test.step('the form speaks the content’s language, as a visitor who sends it empty meets it', async () => {
        const form = page.getByRole('form', { name: texts.contactForm });
        for (const label of [texts.fullName, texts.email, texts.message])
          await expect(form.getByRole('textbox', { name: label })).toBeVisible();
        await expect(form.getByRole('button', { name: texts.reset })).toBeVisible();
        await form.getByRole('button', { name: texts.send }).click();
        for (const message of [texts.fullNameShort(LIMITS.fullNameMin), texts.emailInvalid, texts.messageEmpty])
          await expect(form.getByText(message, { exact: true })).toBeVisible();
      });
      expect(errors).toEqual([]);
    });

    test('no axe violation, no Content-Security-Policy violation, no sideways scroll from 320 px', async ({ page }) => {
      const cspViolations = await watchCspViolations(page);
      await visit(page);
      // A visitor reads to the end of the page: everything on the way loads. Now and then in whole runs of
      // the suite (never in runs of this test alone), the page stayed at the top: should it again, the
      // message says where the key went, what the page could scroll then, and whether it moved at all.
      // A scroll that never started is the browser's; one taken back is the page's.
      await page.evaluate(() => {
        const seen = { key: 'not seen', scrolls: 0, farthest: 0 };
        Object.assign(window, { endKeySeen: seen });
        window.addEventListener('scroll', () => {
          seen.scrolls += 1;
          seen.farthest = Math.max(seen.farthest, window.scrollY);
        });
        window.addEventListener(
          'keydown',
          (event) => {
            const root = document.documentElement;
            const then = `range then ${root.scrollHeight - window.innerHeight} px, overflow ${getComputedStyle(root).overflowY}/${getComputedStyle(document.body).overflowY}`;
            // Read once the key's listeners have all run: whether any of them kept it from scrolling.
            setTimeout(() => {
              seen.key = `${event.key} on ${String(event.target)}, prevented ${event.defaultPrevented}, ${then}`;
            });
          },
          { once: true },
        );
      });
      await page.keyboard.press('End');
      const scrolled = () =>
        page.evaluate(() => {
          if (window.scrollY > 0) return 'scrolled';
          const { key, scrolls, farthest } = Reflect.get(window, 'endKeySeen') as Record<string, unknown>;
          const root = document.documentElement;
          const focus = document.activeElement;
          return (
            `at the top: key ${String(key)}; ${String(scrolls)} scroll events, farthest ${String(farthest)} px; ` +
            `focus on ${focus?.tagName ?? 'nothing'}${focus?.id ? `#${focus.id}` : ''}; ` +
            `range ${root.scrollHeight - window.innerHeight} px; document ${document.readyState}, has focus ${document.hasFocus()}`
          );
        });
      await expect.poll(scrolled).toBe('scrolled');
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
        expect(await readPage(page, texts)).toEqual(expected);
        // Each is given the name of the owner's links in the page's texts.
        const breaks = [
          () => document.querySelector('#projects .mantine-Card-root')?.remove(),
          () => document.querySelector('h1')?.replaceChildren(),
          (ownerLinks: string) => {
            const list = document.querySelector(`[aria-label="${ownerLinks}"]`) ?? document.createElement('ul');
            list.setAttribute('aria-label', ownerLinks);
            list.append(Object.assign(document.createElement('a'), { href: 'mailto:' }));
            document.querySelector('nav')?.append(list);
          },
        ];
        for (const [index, broken] of breaks.entries()) {
          await page.reload();
          await waitForHydration(page);
          await page.evaluate(broken, texts.ownerLinks);
          expect(await readPage(page, texts), `break ${index + 1}`).not.toEqual(expected);
        }
      },
    );
  });
}
