import { hasArrived } from './scroll';

describe('hasArrived', () => {
  // An 800 px viewport on a page that scrolls from 0 to 800 px.
  const at = (scrollY: number) => ({ viewportHeight: 800, scrollY, scrollHeight: 1600 });

  it('is true with the section at its scroll margin, to within a pixel', () => {
    expect(hasArrived(0, at(300))).toBe(true);
    expect(hasArrived(0.5, at(300))).toBe(true);
    expect(hasArrived(-1, at(300))).toBe(true);
  });

  it('is false while the page can still scroll closer', () => {
    expect(hasArrived(50, at(300))).toBe(false);
    expect(hasArrived(-50, at(300))).toBe(false);
    // The section is 300 px further, the end 100 px: the page can still move 100 px.
    expect(hasArrived(300, at(700))).toBe(false);
  });

  it('is true where the end or the start of the page stops the scroll', () => {
    expect(hasArrived(300, at(800))).toBe(true);
    expect(hasArrived(-16, at(0))).toBe(true);
    expect(hasArrived(50, { viewportHeight: 800, scrollY: 0, scrollHeight: 600 })).toBe(true);
  });
});
