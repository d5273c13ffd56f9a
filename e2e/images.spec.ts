import { expect, type Page } from '@playwright/test';
import { OWNER_PROJECTS, urlOf } from './support/sites.ts';
import { ONE_SIZE, test, waitForHydration } from './support/page.ts';

// The site built from an owner's own photo and screenshots, not the demo's SVGs.
test.use({ baseURL: urlOf('owner') });

/** The page's rule: the browser picks at most 1.5 × the pixels its slot needs. */
const MAX_PICK_RATIO = 1.5;

/**
 * How far below the viewport Chromium fetches lazy images on 4G (the connection every test runs on,
 * playwright.config.ts); an image further down is fetched too early.
 */
const LAZY_DISTANCE = 1250;

interface ImageFacts {
  readonly alt: string;
  readonly inPicture: boolean;
  readonly sources: readonly { readonly type: string; readonly srcset: string; readonly sizes: string }[];
  readonly urls: readonly string[];
  readonly width: number;
  readonly height: number;
  readonly decoding: string | null;
  readonly loading: string | null;
  readonly fetchPriority: string | null;
  /**
   * The CSS width it is drawn at (an image covering its box, wider than the box's shape, is drawn
   * wider than the box), and the width its `sizes` gives at this viewport.
   */
  readonly shownWidth: number;
  readonly sizesWidth: number;
  /** Its top and bottom, from the top of the viewport. */
  readonly top: number;
  readonly bottom: number;
  readonly currentSrc: string;
  readonly loaded: boolean;
}

/** What the page says about each of its images, and where it lays them out. */
const imageFacts = (page: Page) =>
  page.locator('main img').evaluateAll((images: HTMLImageElement[]) => {
    const lengthOf = (length: string) => {
      const probe = document.createElement('div');
      probe.style.cssText = `position: absolute; width: ${length}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    // The first entry whose media condition matches, as the browser reads `sizes`.
    const sizesWidth = (sizes: string) => {
      for (const entry of sizes.split(',')) {
        const match = /^\s*(\(.+\))\s+(.+)$/.exec(entry);
        if (!match) return lengthOf(entry.trim());
        if (matchMedia(match[1] ?? '').matches) return lengthOf(match[2] ?? '');
      }
      return Number.NaN;
    };
    return images.map((img) => {
      const sources = [...(img.parentElement?.querySelectorAll('source') ?? [])].map((source) => ({
        type: source.type,
        srcset: source.srcset,
        sizes: source.sizes,
      }));
      const box = img.getBoundingClientRect();
      return {
        alt: img.alt,
        inPicture: img.parentElement?.tagName === 'PICTURE',
        sources,
        urls: [
          img.src,
          ...sources.flatMap((s) =>
            s.srcset.split(',').map((c) => new URL(c.trim().split(' ')[0] ?? '', location.href).href),
          ),
        ],
        width: Number(img.getAttribute('width')),
        height: Number(img.getAttribute('height')),
        decoding: img.getAttribute('decoding'),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        // The image's shape from its width and height attributes (naturalWidth is rounded after the
        // srcset's density, too coarse for a shape).
        shownWidth:
          getComputedStyle(img).objectFit === 'cover'
            ? Math.max(box.width, (box.height * Number(img.getAttribute('width'))) / Number(img.getAttribute('height')))
            : box.width,
        sizesWidth: sizesWidth(sources[0]?.sizes ?? ''),
        top: box.top,
        bottom: box.bottom,
        currentSrc: img.currentSrc,
        loaded: img.complete && img.naturalWidth > 0,
      };
    });
  });

/**
 * Each image's `sizes` against the width it is drawn at. `sizes` is written in viewport widths, which
 * count a classic scrollbar (a desktop's) while the layout does not: it is never narrower than the
 * drawn width (the browser never picks a file too small), and wider by at most the scrollbar.
 */
async function expectSizesFit(page: Page, images: readonly ImageFacts[], where = '') {
  const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
  for (const image of images) {
    const label = `${where}${image.alt}: sizes against the layout, with a ${scrollbar} px scrollbar`;
    expect(image.sizesWidth - image.shownWidth, label).toBeGreaterThanOrEqual(-1);
    expect(image.sizesWidth - image.shownWidth, label).toBeLessThanOrEqual(scrollbar + 1);
  }
}

/** The pixel width of the file the browser chose (naturalWidth is scaled by the srcset's density). */
const fileWidth = (page: Page, url: string) =>
  page.evaluate(async (src) => {
    const probe = new Image();
    probe.src = src;
    await probe.decode();
    return probe.naturalWidth;
  }, url);

test('every image is made for its place; scrolling through, images are fetched only when near, at the width the screen needs, with no layout shift', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const requested = new Set<string>();
  const arriving = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'image') return;
    requested.add(request.url());
    arriving.add(request.url());
  });
  page.on('requestfinished', (request) => arriving.delete(request.url()));
  page.on('requestfailed', (request) => arriving.delete(request.url()));
  await page.goto('/');
  await waitForHydration(page);
  // Settled: every image asked for on load has arrived. (Not Playwright's "networkidle": the browser
  // tells it of the background's shared worker script being requested, never of its arrival.)
  await expect.poll(() => arriving.size).toBe(0);
  expect(
    await page.evaluate(
      () => (navigator as Navigator & { connection: { effectiveType: string } }).connection.effectiveType,
    ),
  ).toBe('4g');

  // Every image is made for its place: AVIF and WebP sources, sizes that match the layout, intrinsic size.
  const made = await imageFacts(page);
  expect(made).toHaveLength(1 + OWNER_PROJECTS);
  for (const image of made) {
    expect(image.inPicture, image.alt).toBe(true);
    expect(image.sources.map((source) => source.type).slice(0, 2), image.alt).toEqual(['image/avif', 'image/webp']);
    for (const source of image.sources) expect(source.srcset, image.alt).toMatch(/^\S+ \d+w(, \S+ \d+w)*$/);
    expect(image.width, image.alt).toBeGreaterThan(0);
    expect(image.height, image.alt).toBeGreaterThan(0);
    expect(image.decoding, image.alt).toBe('async');
  }
  await expectSizesFit(page, made);
  const [portrait, ...projects] = made;
  expect(portrait?.loading).toBeNull();
  expect(portrait?.fetchPriority).toBe('high');
  // The first card's image may be in the first screen, where it is the largest paint: it comes with the page.
  const [first, ...below] = projects;
  expect(first?.loading, first?.alt).toBeNull();
  for (const project of below) expect(project.loading, project.alt).toBe('lazy');

  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);

  // Several cards show the same file: what counts is how far below the fold its first card is.
  let farSkipped = 0;
  for (let step = 0; step < 100; step++) {
    const nearest = new Map<string, ImageFacts>();
    for (const image of await imageFacts(page)) {
      const file = image.urls.join(' ');
      if ((nearest.get(file)?.top ?? Infinity) > image.top) nearest.set(file, image);
    }
    for (const image of nearest.values()) {
      if (image.top <= viewport.height + LAZY_DISTANCE) continue;
      const fetched = image.urls.some((url) => requested.has(url));
      expect(fetched, `${image.alt}, ${Math.round(image.top - viewport.height)} px below the fold`).toBe(false);
      farSkipped++;
    }
    // In view, each image arrives.
    await expect
      .poll(async () =>
        (await imageFacts(page))
          .filter((image) => image.top < viewport.height && image.bottom > 0 && !image.loaded)
          .map((image) => image.alt),
      )
      .toEqual([]);
    const end = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (end) break;
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, viewport.height * 0.75);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  }
  expect(farSkipped, 'some images start far below the fold').toBeGreaterThan(0);

  const images = await imageFacts(page);
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  for (const image of images) {
    expect(image.loaded, image.alt).toBe(true);
    expect(image.currentSrc, image.alt).toMatch(/\.avif$/);
    const width = await fileWidth(page, image.currentSrc);
    expect(width, `${image.alt}: picked for ${image.shownWidth} CSS px at ${ratio}×`).toBeLessThanOrEqual(
      MAX_PICK_RATIO * image.shownWidth * ratio,
    );
  }
  expect(await page.evaluate(() => (window as Window & { layoutShifts?: number[] }).layoutShifts)).toEqual([]);
});

test.describe('a laptop with a high-density screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test(
    'where a screenshot covers its card by its height, the browser still picks a sharp one',
    ONE_SIZE,
    async ({ page }) => {
      // From 992 to 1185 px a card is 202–266 px wide and 150 px high: a 16:9 screenshot is drawn 267 px wide,
      // so a width picked for the card's own width (404–420 px at 2×) would be soft.
      for (const width of [992, 1100]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        await waitForHydration(page);
        await page.locator('#projects').scrollIntoViewIfNeeded();
        const ratio = await page.evaluate(() => window.devicePixelRatio);
        // The first row of cards.
        const row = async () => (await imageFacts(page)).slice(1, 4);
        await expect.poll(async () => (await row()).filter((image) => image.loaded).length).toBe(3);
        for (const image of await row()) {
          expect(image.shownWidth, image.alt).toBeCloseTo((150 * 16) / 9, 0);
          const picked = await fileWidth(page, image.currentSrc);
          const where = `${image.alt} at ${width} px: ${picked} px for ${image.shownWidth.toFixed(1)} CSS px at ${ratio}×`;
          expect(picked, where).toBeGreaterThanOrEqual(Math.floor(image.shownWidth * ratio));
          expect(picked, where).toBeLessThanOrEqual(MAX_PICK_RATIO * image.shownWidth * ratio);
        }
      }
    },
  );
});

test('no sideways scroll and no clipped text from 320 to 1920 px; the description keeps its 10-line clamp', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  for (const width of [320, 390, 575, 767, 768, 991, 992, 1280, 1579, 1580, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const layout = await page.evaluate(() => {
      const cards = [...document.querySelectorAll<HTMLElement>('#projects .mantine-Card-root')];
      const texts = cards.flatMap((card) => [
        ...card.querySelectorAll<HTMLElement>('h3, .mantine-Text-root, .mantine-Badge-root, .mantine-Badge-label'),
      ]);
      return {
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        clipped: texts
          .filter((text) => text.scrollWidth > text.clientWidth)
          .map((text) => `${text.textContent} (${text.scrollWidth} > ${text.clientWidth})`),
        outside: texts
          .filter((text) => {
            const card = text.closest('.mantine-Card-root')?.getBoundingClientRect();
            const box = text.getBoundingClientRect();
            return !card || box.left < card.left || box.right > card.right;
          })
          .map((text) => text.textContent),
        clamps: cards.map((card) => getComputedStyle(card.querySelector('[data-line-clamp]') ?? card).webkitLineClamp),
      };
    });
    expect(layout.overflow, `${width} px: sideways scroll`).toBeLessThanOrEqual(0);
    expect(layout.clipped, `${width} px: clipped text`).toEqual([]);
    expect(layout.outside, `${width} px: text outside its card`).toEqual([]);
    expect(layout.clamps, `${width} px: description clamp`).toEqual(Array(OWNER_PROJECTS).fill('10'));
    await expectSizesFit(page, await imageFacts(page), `${width} px: `);
  }
});
