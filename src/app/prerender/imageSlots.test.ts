import {
  SLOTS,
  VIEWPORTS,
  candidateWidths,
  drawnSlot,
  largestSize,
  slotSizes,
  slotWidth,
  widthsFor,
  type Slot,
} from './imageSlots';

// The page's rule, written out: the code's constant is what these tests check.
const MAX_PICK_RATIO = 1.5;

/** What a browser picks from a `w` srcset: the smallest width at least the one needed, else the largest. */
const pick = (widths: readonly number[], needed: number) =>
  widths.find((width) => width >= needed) ?? Math.max(...widths);

const DEVICE_PIXEL_RATIOS = [1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.625, 2.75, 3];

function viewports() {
  const all: number[] = [];
  for (let width = VIEWPORTS.min; width <= VIEWPORTS.max; width++) all.push(width);
  return all;
}

/** The largest pick over every viewport and density, as a multiple of what the slot needed. */
function worstPick(slot: Slot, widths: readonly number[]) {
  let worst = 0;
  for (const viewport of viewports()) {
    for (const ratio of DEVICE_PIXEL_RATIOS) {
      const needed = slotWidth(slot, viewport) * ratio;
      worst = Math.max(worst, pick(widths, needed) / needed);
    }
  }
  return worst;
}

/** The largest width the slot is shown at, from 320 to 1920 px. */
const widest = (slot: Slot) => Math.max(...viewports().map((viewport) => slotWidth(slot, viewport)));

/**
 * The rules a list of widths to make keeps: ascending, each width wanted made (or one at most 15 %
 * larger), neighbours at most MAX_PICK_RATIO apart, and no more widths between two wanted ones than
 * that ratio needs (one more at most, for the rounding to whole pixels).
 */
function expectWidthRules(widths: readonly number[], wanted: readonly number[]) {
  expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
  const made = wanted.map((width) => {
    const found = widths.find((candidate) => candidate >= Math.round(width));
    expect(found, `${width} made`).toBeDefined();
    expect(found, `${width} made`).toBeLessThanOrEqual(width * 1.15);
    return found ?? 0;
  });
  widths.slice(1).forEach((width, i) => expect(width / (widths[i] ?? 0)).toBeLessThanOrEqual(MAX_PICK_RATIO));
  const served = [...new Set(made)].sort((a, b) => a - b);
  served.slice(1).forEach((width, i) => {
    const below = served[i] ?? 0;
    const between = widths.filter((candidate) => candidate > below && candidate < width).length;
    expect(between, `between ${below} and ${width}`).toBeLessThanOrEqual(
      Math.ceil(Math.log(width / below) / Math.log(MAX_PICK_RATIO)),
    );
  });
  // Nothing below the smallest wanted, nor above the largest.
  expect(widths[0]).toBe(Math.min(...made));
  expect(widths.at(-1)).toBe(Math.max(...made));
}

/** The widths a file gives: the slot's, under the file's width (or its crop's) and closed by it. */
function expectCappedAt(widths: readonly number[], slot: Slot, cap: number) {
  const candidates = candidateWidths(slot);
  expect(widths.every((width) => width <= cap)).toBe(true);
  expect(widths.slice(0, -1)).toEqual(candidates.filter((width) => width < Math.min(cap, widths.at(-1) ?? 0)));
  expect(widths.at(-1)).toBe(Math.min(cap, Math.max(...candidates)));
}

describe('image slots', () => {
  it('the portrait is 160 px at every width', () => {
    for (const viewport of [320, 767, 768, 1920]) expect(slotWidth(SLOTS.portrait, viewport)).toBe(160);
    expect(slotSizes(SLOTS.portrait)).toBe('160px');
  });

  // Full width less the page's 16 px paddings below sm; beside the 300 px navbar (32 px gap) from sm;
  // a third of the row less its share of the 16 px gaps from md; capped once the page is 80rem + 300 px.
  it.each([
    [320, 286],
    [390, 356],
    [767, 733],
    [768, 418],
    [991, 641],
    [992, 202],
    [1280, 298],
    [1580, 398],
    [1920, 398],
  ])('a card image at %i px is %i px wide: the card inside its 1 px border', (viewport, width) => {
    expect(slotWidth(SLOTS.card, viewport)).toBeCloseTo(width, 6);
  });

  it("the card's sizes say the same, widest breakpoint first, in the theme's units", () => {
    expect(slotSizes(SLOTS.card)).toBe(
      '(min-width: 1580px) 398px, (min-width: 62em) calc(33.333vw - 128.667px), (min-width: 48em) calc(100vw - 350px), calc(100vw - 34px)',
    );
  });

  it('makes the width at each breakpoint at 1× and 2×, or one at most 15 % larger, and no more than it needs', () => {
    for (const slot of Object.values(SLOTS)) {
      const breakpoints = [320, 767, 768, 991, 992, 1579, 1580, 1920].map((viewport) => slotWidth(slot, viewport));
      expectWidthRules(
        candidateWidths(slot),
        breakpoints.flatMap((width) => [width, 2 * width]),
      );
      expect(largestSize(slot)).toEqual({ width: Math.round(widest(slot)), height: slot.height });
    }
  });

  it('the browser never picks more than 1.5 × what the slot needs, at any width from 320 to 1920 px and 1× to 3×', () => {
    for (const slot of Object.values(SLOTS)) {
      expect(worstPick(slot, candidateWidths(slot))).toBeLessThanOrEqual(MAX_PICK_RATIO);
      // Nor with a file smaller than the largest width: its own width closes the list.
      for (const file of [
        { width: 250, height: 250 },
        { width: 700, height: 400 },
        { width: 1200, height: 900 },
      ]) {
        expect(worstPick(slot, widthsFor(slot, file))).toBeLessThanOrEqual(MAX_PICK_RATIO);
      }
    }
  });

  it('never makes an image wider than its file, or than the square the portrait is cropped to', () => {
    expect(widthsFor(SLOTS.card, { width: 4000, height: 2000 })).toEqual(candidateWidths(SLOTS.card));
    expectCappedAt(widthsFor(SLOTS.card, { width: 700, height: 400 }), SLOTS.card, 700);
    expect(widthsFor(SLOTS.portrait, { width: 4032, height: 3024 })).toEqual(candidateWidths(SLOTS.portrait));
    // The portrait is a square: a 400 × 200 file gives a 200 px crop.
    expectCappedAt(widthsFor(SLOTS.portrait, { width: 400, height: 200 }), SLOTS.portrait, 200);
    expect(widthsFor(SLOTS.portrait, { width: 100, height: 100 })).toEqual([100]);
  });

  it('makes a width the file has exactly only once', () => {
    const width = candidateWidths(SLOTS.card)[2] ?? 0;
    const widths = widthsFor(SLOTS.card, { width, height: 300 });
    expect(widths).toEqual(candidateWidths(SLOTS.card).slice(0, 3));
  });
});

describe('image slots of other shapes', () => {
  const fixed = (from: number, media: string, px: number) => ({ from, media, width: { vw: 0, px } });

  it('writes sizes with a whole-viewport width and a width added to the viewport', () => {
    const slot: Slot = {
      pieces: [
        { from: 0, media: '', width: { vw: 1, px: 0 } },
        { from: 768, media: '(min-width: 48em)', width: { vw: 0.5, px: 24 } },
      ],
      height: 100,
    };
    expect(slotSizes(slot)).toBe('(min-width: 48em) calc(50vw + 24px), 100vw');
  });

  it('counts only the widths a slot has between 320 and 1920 px, the last one included', () => {
    const slot: Slot = {
      pieces: [fixed(0, '', 1000), fixed(300, '(min-width: 300px)', 100), fixed(1920, '(min-width: 1920px)', 200)],
      height: 100,
    };
    expect(largestSize(slot)).toEqual({ width: 200, height: 100 });
    // 100 px from 320 px, 200 px at 1920 px; the 1000 px below 320 px is never made.
    expectWidthRules(candidateWidths(slot), [100, 200, 200, 400]);
    const beyond: Slot = { ...slot, pieces: [...slot.pieces, fixed(2560, '(min-width: 2560px)', 400)] };
    expect(largestSize(beyond)).toEqual(largestSize(slot));
  });

  it('makes a width only 15 % above another once, at the larger', () => {
    // 20 × 1.15 is exactly 23 in floating point, so this is the boundary itself.
    const slot: Slot = { pieces: [fixed(0, '', 20), fixed(768, '(min-width: 48em)', 23)], height: 10 };
    const widths = candidateWidths(slot);
    expectWidthRules(widths, [20, 23, 40, 46]);
    expect(widths).not.toContain(20);
    expect(widths).not.toContain(40);
  });

  it('draws a covering image at the width its height makes wherever the slot is narrower, and says so in sizes', () => {
    const growing = (from: number, media: string, px: number) => ({ from, media, width: { vw: 1, px } });
    // Fixed pieces: narrower than the 200 px the image is drawn at, equal to it, and wider.
    const steps: Slot = {
      pieces: [fixed(0, '', 100), fixed(400, '(min-width: 400px)', 200), fixed(600, '(min-width: 600px)', 300)],
      height: 100,
    };
    expect(slotSizes(drawnSlot(steps, 2))).toBe('(min-width: 600px) 300px, 200px');
    // A growing piece passes 200 px inside itself (at 300 px), at its start (400 px), or only after its end.
    const inside: Slot = { pieces: [growing(0, '', -100), fixed(800, '(min-width: 800px)', 500)], height: 100 };
    expect(slotSizes(drawnSlot(inside, 2))).toBe(
      '(min-width: 800px) 500px, (min-width: 18.75em) calc(100vw - 100px), 200px',
    );
    const atStart: Slot = { pieces: [fixed(0, '', 50), growing(400, '(min-width: 400px)', -200)], height: 100 };
    expect(slotSizes(drawnSlot(atStart, 2))).toBe('(min-width: 400px) calc(100vw - 200px), 200px');
    const afterEnd: Slot = {
      pieces: [growing(0, '', -300), growing(500, '(min-width: 500px)', -400), fixed(700, '(min-width: 700px)', 250)],
      height: 100,
    };
    expect(slotSizes(drawnSlot(afterEnd, 2))).toBe(
      '(min-width: 700px) 250px, (min-width: 37.5em) calc(100vw - 400px), 200px',
    );
  });

  it("crops a wide slot's widths to the file's height", () => {
    const banner: Slot = { pieces: [fixed(0, '', 400)], height: 200, aspect: 2 };
    expectWidthRules(candidateWidths(banner), [400, 800]);
    // 250 px high makes a 500 px wide crop, however wide the file.
    expectCappedAt(widthsFor(banner, { width: 1000, height: 250 }), banner, 500);
  });
});

describe('an image covering its card', () => {
  // Screenshots, photos and a phone's tall screenshot: width ÷ height.
  const ASPECTS = [16 / 9, 4 / 3, 3 / 2, 1, 21 / 9, 9 / 16];
  const drawnWidth = (viewport: number, aspect: number) =>
    Math.max(slotWidth(SLOTS.card, viewport), SLOTS.card.height * aspect);

  it('is drawn as wide as the card, or as its 150 px height makes it when that is wider', () => {
    for (const aspect of ASPECTS) {
      const slot = drawnSlot(SLOTS.card, aspect);
      for (const viewport of viewports()) {
        // The width the image is drawn at moves by a third of a px per px of viewport: the switch is at a whole px.
        expect(
          Math.abs(slotWidth(slot, viewport) - drawnWidth(viewport, aspect)),
          `${aspect} at ${viewport}`,
        ).toBeLessThan(0.34);
      }
    }
    expect(slotSizes(drawnSlot(SLOTS.card, 16 / 9))).toBe(
      '(min-width: 1580px) 398px, (min-width: 74.125em) calc(33.333vw - 128.667px), (min-width: 62em) 266.667px, ' +
        '(min-width: 48em) calc(100vw - 350px), (min-width: 18.813em) calc(100vw - 34px), 266.667px',
    );
    // A slot the build crops to its shape draws every image at its own width.
    expect(drawnSlot(SLOTS.portrait, 16 / 9)).toBe(SLOTS.portrait);
    // A file without a size (one the build could not read) leaves the card's own widths.
    for (const aspect of [0, Number.NaN, Infinity]) expect(drawnSlot(SLOTS.card, aspect)).toBe(SLOTS.card);
  });

  it('is never picked softer than it is drawn, nor more than 1.5 × that, at any width and density', () => {
    // Every case that fails, listed together: an expect for each case took 0.7 s in all, which a busy
    // machine stretched past the test's 5 s timeout.
    const soft: string[] = [];
    const heavy: string[] = [];
    for (const aspect of ASPECTS) {
      const file = { width: 4000, height: Math.round(4000 / aspect) };
      const slot = drawnSlot(SLOTS.card, aspect);
      const widths = widthsFor(slot, file);
      for (const viewport of viewports()) {
        for (const ratio of DEVICE_PIXEL_RATIOS) {
          // The browser picks by what `sizes` says; the image needs what it is drawn at.
          const picked = pick(widths, slotWidth(slot, viewport) * ratio);
          const needed = drawnWidth(viewport, aspect) * ratio;
          const where = () => `${aspect.toFixed(2)} at ${viewport} px, ${ratio}×: ${picked} for ${needed.toFixed(1)}`;
          // Sharp, unless no width made is large enough (the largest is 2 × the widest it is drawn).
          if (!(picked >= needed - 0.5 || (ratio > 2 && picked === Math.max(...widths)))) soft.push(where());
          if (!(picked <= MAX_PICK_RATIO * needed)) heavy.push(where());
        }
      }
    }
    expect(soft, 'picked softer than drawn').toEqual([]);
    expect(heavy, `picked more than ${MAX_PICK_RATIO} × what is drawn`).toEqual([]);
  });
});
