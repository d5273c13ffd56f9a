import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PROFILE } from '../src/demo/identity.ts';
import { resumeFileName } from '../src/features/navigation/profileLinks.ts';
import { collectErrors, FOCUS_RING, focusRing, isMobile, ONE_SIZE, test, waitForHydration } from './support/page.ts';
import { outDirOf } from './support/sites.ts';
import { TEXTS } from './support/texts.ts';

// The owner's profiles, e-mail and résumé (src/content/profile.ts), in the side navigation on wide
// screens and in the burger menu on phones.

const ownerLinks = (page: Page) => page.getByRole('list', { name: TEXTS.ownerLinks });
/** The demo's résumé link's label (e2e/fixtures/demo/profile.ts). */
const RESUME_LABEL = 'Résumé (PDF)';
const resumeLink = (page: Page) =>
  ownerLinks(page).getByRole('link', { name: `${RESUME_LABEL} ${TEXTS.opensInNewTab}` });
const resumeDownload = (page: Page) => ownerLinks(page).getByRole('link', { name: TEXTS.downloadResume(RESUME_LABEL) });
const RESUME_PATH = /^\/assets\/resume-[\w-]+\.pdf$/;
/** The build served from a sub-path (playwright.config.ts starts it for every project). */
const SUBPATH_SITE = 'http://127.0.0.1:4174/portfolio/';

/** Opens the page as a visitor would reach the links: on a phone, through the burger. */
async function openLinks(page: Page, url = '/') {
  await page.goto(url);
  await waitForHydration(page);
  if (isMobile(page)) {
    await expect(ownerLinks(page)).toBeHidden();
    await page.getByRole('button', { name: TEXTS.menuButton }).click();
  }
  await expect(ownerLinks(page)).toBeVisible();
}

async function expectPdf(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test('profiles, e-mail and résumé are visible links below the sections, each with the right target, reached with Tab with a visible focus ring', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openLinks(page);
  const links = ownerLinks(page).getByRole('link');
  await expect(links).toHaveText([
    'GitHub (opens in a new tab)',
    'LinkedIn (opens in a new tab)',
    DEMO_PROFILE.email,
    'Résumé (PDF) (opens in a new tab)',
    '',
  ]);

  for (const [name, href] of [
    ['GitHub', 'https://github.com/'],
    ['LinkedIn', 'https://www.linkedin.com/'],
  ] as const) {
    const link = ownerLinks(page).getByRole('link', { name: `${name} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const email = ownerLinks(page).getByRole('link', { name: DEMO_PROFILE.email });
  await expect(email).toHaveAttribute('href', `mailto:${DEMO_PROFILE.email}`);
  await expect(email).not.toHaveAttribute('target');
  await expect(resumeLink(page)).toHaveAttribute('href', RESUME_PATH);
  await expect(resumeLink(page)).toHaveAttribute('target', '_blank');
  await expect(resumeLink(page)).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(resumeDownload(page)).toHaveAttribute('href', RESUME_PATH);
  await expect(resumeDownload(page)).toHaveAttribute('download', resumeFileName(DEMO_PROFILE.name));

  // Inside the navbar, below the section items, each one on screen and not covered by anything.
  const sections = await page.getByRole('navigation', { name: TEXTS.sectionsNavigation }).boundingBox();
  for (const link of await links.all()) {
    await expect(link).toBeInViewport({ ratio: 1 });
    const box = await link.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual((sections?.y ?? 0) + (sections?.height ?? 0));
    const covered = await link.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !(hit && el.contains(hit));
    });
    expect(covered).toBe(false);
  }
  await expect(page.locator('#site-navigation').getByRole('list', { name: TEXTS.ownerLinks })).toHaveCount(1);
  expect(errors).toEqual([]);

  // Tab reaches each link, with a visible focus ring.
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return {
        link: el?.closest('ul[aria-label="Profiles and contact"]')
          ? el.textContent || el.getAttribute('aria-label')
          : null,
      };
    });
  for (let i = 0; i < 10 && !(await focused()).link; i += 1) await page.keyboard.press('Tab');
  const reached: (string | null)[] = [];
  for (let i = 0; i < 5; i += 1) {
    reached.push((await focused()).link);
    expect(await focusRing(page)).toBe(FOCUS_RING);
    await page.keyboard.press('Tab');
  }
  expect(reached).toEqual([
    'GitHub (opens in a new tab)',
    'LinkedIn (opens in a new tab)',
    DEMO_PROFILE.email,
    'Résumé (PDF) (opens in a new tab)',
    'Download Résumé (PDF)',
  ]);
});

test(
  'the résumé opens from the site in a new tab, and downloads under the owner’s name',
  ONE_SIZE,
  async ({ page, context, request }) => {
    await openLinks(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), resumeLink(page).click()]);
    expect(new URL(popup.url()).pathname).toMatch(RESUME_PATH);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    await context.pages()[0]?.bringToFront();
    const [download] = await Promise.all([page.waitForEvent('download'), resumeDownload(page).click()]);
    expect(download.suggestedFilename()).toBe(resumeFileName(DEMO_PROFILE.name));
    expect(new URL(download.url()).pathname).toMatch(RESUME_PATH);
    const saved = readFileSync((await download.path()) ?? '');
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
    await expectPdf(request, (await resumeLink(page).getAttribute('href')) ?? '');
  },
);

test(
  'from the sub-path build, the résumé link and the file live under the sub-path',
  ONE_SIZE,
  async ({ page, request }) => {
    await openLinks(page, SUBPATH_SITE);
    const href = (await resumeLink(page).getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/portfolio\/assets\/resume-[\w-]+\.pdf$/);
    await expectPdf(request, new URL(href, SUBPATH_SITE).href);
  },
);

test(
  'the résumé is not in the initial JS or CSS, nor preloaded, nor fetched with the page; JSON-LD sameAs lists exactly the profiles the page links to; a profile opens in a new tab, with no way back to this page',
  ONE_SIZE,
  async ({ page, context }) => {
    const html = readFileSync(path.join(outDirOf('demo'), 'index.html'), 'utf8');
    expect(html).not.toMatch(/<link[^>]+\.pdf/);
    // Neither inlined as data: nor copied into a bundle (a PDF starts with "%PDF-", base64 "JVBERi0").
    const bundles = readdirSync(path.join(outDirOf('demo'), 'assets')).filter((file) => /\.(js|css)$/.test(file));
    for (const file of bundles) {
      const text = readFileSync(path.join(outDirOf('demo'), 'assets', file), 'utf8');
      expect(text, file).not.toMatch(/application\/pdf|JVBERi0|%PDF-/);
    }
    const pdfRequests: string[] = [];
    page.on('request', (r) => r.url().endsWith('.pdf') && pdfRequests.push(r.url()));
    await context.route('https://github.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>GitHub</title>' }),
    );
    await openLinks(page);
    await expect(page.locator('canvas[data-background]')).toBeAttached();
    expect(pdfRequests).toEqual([]);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    const profiles = await ownerLinks(page)
      .locator('a[target="_blank"][href^="https:"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(profiles).toHaveLength(2);
    expect(jsonLd.sameAs).toEqual(profiles);

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      ownerLinks(page)
        .getByRole('link', { name: `GitHub ${TEXTS.opensInNewTab}` })
        .click(),
    ]);
    await expect(popup).toHaveURL('https://github.com/');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(await popup.evaluate(() => document.referrer)).toBe('');
    await expect(page).toHaveURL(/127\.0\.0\.1:4173\/$/);
  },
);
