// The page on paper, as a recruiter saves it: Chromium's PDF of the demo and of the owner fixture at
// A4 and at US Letter, its text extracted and checked against the content it was built from; the
// colours under print media; and the print rules' cost on screen (none blocks the first render).
import { expect } from '@playwright/test';
import { readContent } from '../scripts/steps/contentCheck.ts';
import type { Content } from '../scripts/steps/contentProblems.ts';
import { readPageStylesheets } from '../scripts/steps/manifest.ts';
import { pageTexts } from './ownerSite.ts';
import { ONE_SIZE, test, waitForHydration } from './page.ts';
import { inkProblems, pdfSheets, printedTextProblems } from './print.ts';
import { outDirOf, SITES, urlOf } from './sites.ts';

/**
 * The sheets each prints on. The demo fits two A4 sheets; the owner fixture's twelve cards, one
 * whole card or more a sheet, take these (a card that grew or split would add one).
 */
const SHEETS = {
  demo: { A4: 2, Letter: 2 },
  owner: { A4: 7, Letter: 7 },
} as const;

test.describe('on paper', ONE_SIZE, () => {
  for (const siteName of ['demo', 'owner'] as const) {
    test.describe(siteName, () => {
      test.use({ baseURL: urlOf(siteName) });
      let content: Content;
      test.beforeAll(async () => {
        content = await readContent(SITES[siteName].content);
      });

      for (const format of ['A4', 'Letter'] as const) {
        test(`saved as a ${format} PDF, it reads as the content: no navigation, controls or form, each card whole`, async ({
          page,
        }, testInfo) => {
          await page.goto('/');
          await waitForHydration(page);
          // Every image in, as a visitor who scrolled or waited would print it.
          await page.evaluate(async () => {
            for (const image of document.images) image.loading = 'eager';
            await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
            await document.fonts.ready;
          });
          const sheets = pdfSheets(await page.pdf({ format }), testInfo.outputPath(`${siteName}-${format}.pdf`));
          expect(printedTextProblems(sheets, content, pageTexts(content), urlOf(siteName))).toEqual([]);
          expect(sheets).toHaveLength(SHEETS[siteName][format]);
        });
      }

      test('under print media, every text is dark ink of at least 4.5:1 on white, with no background', async ({
        page,
      }) => {
        await page.goto('/');
        await waitForHydration(page);
        await page.emulateMedia({ media: 'print' });
        expect(await page.evaluate(inkProblems)).toEqual([]);
      });
    });
  }

  test('on screen, the print rules cost nothing: not blocking, not applied, the printed contact hidden', async ({
    page,
  }) => {
    const { print = [] } = readPageStylesheets(outDirOf('demo'));
    expect(print).toHaveLength(1);
    await page.goto('/');
    await waitForHydration(page);
    // Fetched at the lowest priority, after the page has shown: wait for it.
    const renderBlocking = () =>
      page.evaluate((file) => {
        const entry = performance
          .getEntriesByType('resource')
          .find((resource) => new URL(resource.name).pathname === `/${file}`);
        return entry && (entry as PerformanceResourceTiming & { renderBlockingStatus: string }).renderBlockingStatus;
      }, print[0]);
    await expect.poll(renderBlocking).toBe('non-blocking');
    expect(await page.evaluate(() => matchMedia('print').matches)).toBe(false);
    await expect(page.locator('#contact ul[hidden]')).toBeAttached();
    await expect(page.locator('#contact ul[hidden]')).toBeHidden();
  });
});
