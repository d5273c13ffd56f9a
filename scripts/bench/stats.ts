// What the benches make of their runs: medians, and how far apart a ratio of two medians could land
// had the same runs been drawn again.

/** The middle value, the upper of the two middle ones for an even count; NaN for none. */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

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
 * The range of median(page) / median(floor) over `resamples` benches made of the same runs drawn
 * again with replacement (a bootstrap), each set on its own: its central `level` share, low to high.
 * On a shared machine a trace's CPU moves by ±15 % or more, so a ratio near its limit may fall on
 * either side of it from one bench to the next: the range says whether this one can tell.
 */
export function ratioInterval(
  page: readonly number[],
  floor: readonly number[],
  { level = 0.9, resamples = 4000, seed = 1 } = {},
): [number, number] {
  const random = seeded(seed);
  const redraw = (values: readonly number[]) => values.map(() => values[Math.floor(random() * values.length)] ?? NaN);
  const ratios = Array.from({ length: resamples }, () => median(redraw(page)) / median(redraw(floor))).sort(
    (a, b) => a - b,
  );
  const tail = (1 - level) / 2;
  return [ratios[Math.floor(tail * (resamples - 1))] ?? NaN, ratios[Math.ceil((1 - tail) * (resamples - 1))] ?? NaN];
}
