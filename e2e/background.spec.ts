import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './page';

const canvas = (page: Page) => page.locator('canvas[data-background]');

async function openWithBackground(page: Page) {
  await page.goto('/');
  await expect(canvas(page)).toBeAttached();
  await expect.poll(() => fps(page)).toBeGreaterThan(0);
}

const fps = async (page: Page) => Number((await canvas(page).getAttribute('data-fps')) ?? 0);

// #2562e6 and #7a0976 at opacity 0.5 over #242424.
const STAR_COLOURS = [
  [36, 67, 133],
  [79, 22, 77],
];

/**
 * Takes a screenshot and decodes it in the page itself (no image library needed): how many pixels
 * have each star colour, and a checksum to tell frames apart.
 */
async function screenshotStats(page: Page): Promise<{ colours: number[]; checksum: number }> {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(
    async ([data, colours]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const c = document.createElement('canvas');
      c.width = image.width;
      c.height = image.height;
      const ctx = c.getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('no 2D context');
      ctx.drawImage(image, 0, 0);
      const px = ctx.getImageData(0, 0, c.width, c.height).data;
      const counts = colours.map(() => 0);
      let checksum = 0;
      for (let i = 0; i < px.length; i += 4) {
        const [r, g, b] = [px[i] ?? 0, px[i + 1] ?? 0, px[i + 2] ?? 0];
        checksum = (checksum * 31 + r * 7 + g * 3 + b) % 1_000_000_007;
        colours.forEach(([cr = 0, cg = 0, cb = 0], k) => {
          if (Math.abs(r - cr) + Math.abs(g - cg) + Math.abs(b - cb) <= 12) counts[k] = (counts[k] ?? 0) + 1;
        });
      }
      return { colours: counts, checksum };
    },
    [png, STAR_COLOURS] as const,
  );
}

/** Whether the background shows a different picture after `ms`. */
async function changesWithin(page: Page, ms: number) {
  const before = await screenshotStats(page);
  await page.waitForTimeout(ms);
  return (await screenshotStats(page)).checksum !== before.checksum;
}

/** Shows only the background: the page's content hidden, its colour kept. */
const hideContent = (page: Page) => page.addStyleTag({ content: '#root { visibility: hidden !important; }' });

test('a fixed full-viewport canvas behind the content, not in the way', async ({ page }) => {
  await openWithBackground(page);
  const style = await canvas(page).evaluate((el) => {
    const s = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return { position: s.position, zIndex: s.zIndex, pointerEvents: s.pointerEvents, box: [box.x, box.y, box.width, box.height] };
  });
  const viewport = page.viewportSize();
  expect(style).toEqual({ position: 'fixed', zIndex: '-1', pointerEvents: 'none', box: [0, 0, viewport?.width, viewport?.height] });
  await expect(canvas(page)).toHaveAttribute('aria-hidden', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(36, 36, 36)');
  // Content stays on top: clickable and selectable.
  const heading = page.getByRole('heading', { level: 1 });
  const box = await heading.boundingBox();
  const point = [(box?.x ?? 0) + 5, (box?.y ?? 0) + 5] as const;
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, point);
  expect(hit).toBe('H1');
  await heading.click({ clickCount: 3 });
  expect(await page.evaluate(() => window.getSelection()?.toString())).toContain('Alex Morgan');
});

test('the background is not in the initial JS: it starts after hydration', async ({ page }) => {
  const html = readFileSync('dist/index.html', 'utf8');
  expect(html).not.toMatch(/assets\/(start|worker)-/);
  await page.goto('/');
  await waitForHydration(page);
  await expect(canvas(page)).toBeAttached();
});

test('stars of both colours are drawn, at opacity 0.5, over #242424', async ({ page }) => {
  await openWithBackground(page);
  await hideContent(page);
  const { colours } = await screenshotStats(page);
  expect(colours[0]).toBeGreaterThan(0);
  expect(colours[1]).toBeGreaterThan(0);
});

test('it animates, stops while the window is blurred, and resumes', async ({ page }) => {
  await openWithBackground(page);
  await hideContent(page);
  expect(await fps(page)).toBeLessThanOrEqual(61);
  expect(await changesWithin(page, 400)).toBe(true);

  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expect.poll(() => fps(page)).toBe(0);
  expect(await changesWithin(page, 400)).toBe(false);

  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => fps(page)).toBeGreaterThan(0);
  expect(await changesWithin(page, 400)).toBe(true);
});

test('with reduced motion, particles still move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWithBackground(page);
  await hideContent(page);
  expect(await changesWithin(page, 1000)).toBe(true);
});
