// What the benches make of their runs: medians, and how far apart a ratio of two medians could land
// had the same rounds been drawn again.

/** The middle value, the upper of the two middle ones for an even count; NaN for none. */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The central share of the redrawn benches that `ratioInterval` gives, unless told otherwise. */
export const INTERVAL_LEVEL = 0.9;

/** mulberry32: a small seeded generator, so that the same runs always give the same range. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * The range of median(page) / median(floor) over `resamples` benches made of the same rounds drawn
 * again with replacement (a bootstrap): its central `level` share, low to high. `page[i]` and
 * `floor[i]` are one round, traced in turn, so a round is drawn whole: a busy spell of the machine
 * that slowed both stays in both. On a shared machine a trace's CPU moves by ±15 % or more, so a
 * ratio near its limit may fall on either side of it from one bench to the next: the range says
 * whether this one can tell. With few rounds it is narrower than a confidence interval would be.
 */
export function ratioInterval(
  page: readonly number[],
  floor: readonly number[],
  { level = INTERVAL_LEVEL, resamples = 4000, seed = 1 } = {},
): [number, number] {
  const runs = [...page, ...floor];
  if (page.length === 0 || page.length !== floor.length || !runs.every(Number.isFinite) || floor.some((v) => v <= 0))
    throw new Error('ratioInterval takes rounds of a page and a floor run: as many of each, finite, the floor above 0');
  const random = seeded(seed);
  const ratios = Array.from({ length: resamples }, () => {
    const rounds = page.map(() => Math.floor(random() * page.length));
    return median(rounds.map((i) => page[i] ?? NaN)) / median(rounds.map((i) => floor[i] ?? NaN));
  }).sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return [ratios[Math.floor(tail * (resamples - 1))] ?? NaN, ratios[Math.ceil((1 - tail) * (resamples - 1))] ?? NaN];
}
