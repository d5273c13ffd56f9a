import { INTERVAL_LEVEL, median, ratioInterval } from './stats.ts';

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

  it('spans the medians the redrawn rounds can have, each taken often enough', () => {
    // A redrawn median is 10, 20 or 30 over a floor of 10, each in over 5 % of draws (10 when two or
    // three of the three rounds drawn are the first: 7 in 27).
    expect(ratioInterval([10, 20, 30], [10, 10, 10])).toEqual([1, 3]);
  });

  it('draws rounds whole: a spell that slowed page and floor alike moves neither ratio', () => {
    // Every round's page is 1.2 × its floor, however busy the machine was.
    expect(ratioInterval([60, 120, 72, 96], [50, 100, 60, 80])).toEqual([1.2, 1.2]);
  });

  it('leaves out the tails: a median that needs most draws to be the one extreme run', () => {
    // Nine rounds, one far off: a redrawn median reaches it in under 1 % of draws.
    const floor = Array.from({ length: 9 }, () => 10);
    expect(ratioInterval([10, 10, 10, 10, 10, 10, 10, 10, 100], floor)).toEqual([1, 1]);
    const spread = [9, 10, 11, 12, 13, 14, 15, 16, 17];
    const [low, high] = ratioInterval(spread, floor, { level: 0.5 });
    const [wideLow, wideHigh] = ratioInterval(spread, floor, { level: 0.98 });
    expect(wideLow).toBeLessThan(low);
    expect(wideHigh).toBeGreaterThan(high);
    expect(low).toBeLessThanOrEqual(1.3);
    expect(high).toBeGreaterThanOrEqual(1.3);
  });

  it('holds the ratio of the medians, and widens with the spread of the runs', () => {
    const floor = Array.from({ length: 7 }, () => 65);
    const quiet = ratioInterval([74, 75, 76, 77, 78, 79, 80], floor);
    const noisy = ratioInterval([50, 60, 70, 77, 85, 95, 105], floor);
    for (const [low, high] of [quiet, noisy]) {
      expect(low).toBeLessThanOrEqual(77 / 65);
      expect(high).toBeGreaterThanOrEqual(77 / 65);
    }
    expect(noisy[1] - noisy[0]).toBeGreaterThan(quiet[1] - quiet[0]);
  });

  it(`gives the same range for the same runs, ${INTERVAL_LEVEL * 100} % unless told, and another seed about the same`, () => {
    const page = [71, 83, 68, 77, 70, 69, 64, 72, 64];
    const floor = [73, 69, 47, 43, 57, 45, 57, 50, 56];
    expect(ratioInterval(page, floor)).toEqual(ratioInterval(page, floor));
    expect(ratioInterval(page, floor)).toEqual(ratioInterval(page, floor, { level: INTERVAL_LEVEL }));
    const [low, high] = ratioInterval(page, floor);
    const [otherLow, otherHigh] = ratioInterval(page, floor, { seed: 7 });
    expect(Math.abs(otherLow - low)).toBeLessThan(0.05);
    expect(Math.abs(otherHigh - high)).toBeLessThan(0.05);
    expect(high).toBeGreaterThan(low);
  });

  it('refuses what is not rounds of runs: none, unequal counts, a run that is not a number, a floor of 0', () => {
    for (const [page, floor] of [
      [[], []],
      [[1, 2], [1]],
      [
        [1, NaN],
        [1, 1],
      ],
      [
        [1, Infinity],
        [1, 1],
      ],
      [
        [1, 1],
        [1, 0],
      ],
      [
        [1, 1],
        [1, -1],
      ],
    ]) {
      expect(() => ratioInterval(page ?? [], floor ?? [])).toThrow(/as many of each, finite, the floor above 0/);
    }
    expect(ratioInterval([0, 0], [1, 1])).toEqual([0, 0]);
  });
});
