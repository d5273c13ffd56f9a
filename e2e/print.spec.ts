// The page on paper, as a recruiter saves it: Chromium's PDF of the demo and of the owner fixture at
// A4 and at US Letter, its text extracted and checked against the content it was built from; the
// colours under print media; and the print rules' cost on screen (none blocks the first render).
import { expect } from '@playwright/test';
import { readContent } from '../scripts/steps/contentCheck.ts';
import type { Content } from '../src/content/types.ts';
import { readPageStylesheets } from '../scripts/steps/manifest.ts';
import { pageTexts } from './support/ownerSite.ts';
import { ONE_SIZE, test, waitForHydration } from './support/page.ts';
import { inkProblems, pdfSheets, printedTextProblems } from './support/print.ts';
import { outDirOf, SITES, urlOf } from './support/sites.ts';

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

  test.describe('arabic', () => {
    test.use({ baseURL: urlOf('arabic') });
    test('an owner who writes right to left prints right to left: each text set from the right', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.emulateMedia({ media: 'print' });
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        for (const element of document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main p')) {
          const box = element.getBoundingClientRect();
          const text = element.textContent?.trim() ?? '';
          if (box.width === 0 || !text) continue;
          if (getComputedStyle(element).direction !== 'rtl') found.push(`${text.slice(0, 30)}: not right to left`);
          // Its first line ends at the element's right edge, where a left-to-right one would start. The
          // line's rightmost box: a line mixing directions (a Latin name, a sentence's final stop) is
          // drawn in several, in an order of their own.
          const range = document.createRange();
          range.selectNodeContents(element);
          const boxes = [...range.getClientRects()];
          const top = boxes[0]?.top ?? 0;
          const lineEnd = Math.max(...boxes.filter((line) => Math.abs(line.top - top) < 2).map((line) => line.right));
          const right = box.right - parseFloat(getComputedStyle(element).paddingRight);
          if (boxes.length && Math.abs(lineEnd - right) > 2) found.push(`${text.slice(0, 30)}: set from the left`);
        }
        return found.length ? found : document.querySelectorAll('main p').length ? [] : ['no paragraph printed'];
      });
      expect(problems).toEqual([]);
    });
  });

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
