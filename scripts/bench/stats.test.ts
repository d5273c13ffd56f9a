import { median, ratioInterval } from './stats.ts';

describe('median', () => {
  it('is the middle value, the upper middle one for an even count, NaN for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('leaves the runs in their order', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});

describe('ratioInterval', () => {
  it('is a single point when no run differs from the others', () => {
    expect(ratioInterval([12, 12, 12], [10, 10, 10])).toEqual([1.2, 1.2]);
  });

  it('spans the medians the redrawn runs can have, each taken often enough', () => {
    // Three page runs over one floor run: a redrawn median is 10, 20 or 30, each in over 5 % of draws
    // (10 when two or three of the three draws are 10: 7 in 27).
    expect(ratioInterval([10, 20, 30], [10])).toEqual([1, 3]);
  });

  it('leaves out the tails: a median that needs most draws to be the one extreme run', () => {
    // Nine runs, one far off: a redrawn median reaches it in under 1 % of draws.
    const page = [10, 10, 10, 10, 10, 10, 10, 10, 100];
    expect(ratioInterval(page, [10])).toEqual([1, 1]);
    const [low, high] = ratioInterval([9, 10, 11, 12, 13, 14, 15, 16, 17], [10], { level: 0.5 });
    const [wideLow, wideHigh] = ratioInterval([9, 10, 11, 12, 13, 14, 15, 16, 17], [10], { level: 0.98 });
    expect(wideLow).toBeLessThan(low);
    expect(wideHigh).toBeGreaterThan(high);
    expect(low).toBeLessThanOrEqual(1.3);
    expect(high).toBeGreaterThanOrEqual(1.3);
  });

  it('holds the ratio of the medians, and widens with the spread of the runs', () => {
    const floor = [50, 55, 60, 65, 70, 75, 80];
    const quiet = ratioInterval([74, 75, 76, 77, 78, 79, 80], floor);
    const noisy = ratioInterval([50, 60, 70, 77, 85, 95, 105], floor);
    for (const [low, high] of [quiet, noisy]) {
      expect(low).toBeLessThanOrEqual(77 / 65);
      expect(high).toBeGreaterThanOrEqual(77 / 65);
    }
    expect(noisy[1] - noisy[0]).toBeGreaterThan(quiet[1] - quiet[0]);
  });

  it('gives the same range for the same runs, and another seed about the same', () => {
    const page = [71, 83, 68, 77, 70, 69, 64, 72, 64];
    const floor = [73, 69, 47, 43, 57, 45, 57, 50, 56];
    expect(ratioInterval(page, floor)).toEqual(ratioInterval(page, floor));
    const [low, high] = ratioInterval(page, floor);
    const [otherLow, otherHigh] = ratioInterval(page, floor, { seed: 7 });
    expect(Math.abs(otherLow - low)).toBeLessThan(0.05);
    expect(Math.abs(otherHigh - high)).toBeLessThan(0.05);
    expect(high).toBeGreaterThan(low);
  });
});
