import { hasArrived, scrollToElement } from './scroll';

describe('scrollToElement', () => {
  /** A visitor whose system asks for reduced motion, or not. */
  const prefersReducedMotion = (reduce: boolean) => {
    const stub = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...stub(query),
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
    }));
  };
  const scrolledWith = (reduce: boolean) => {
    prefersReducedMotion(reduce);
    const element = document.createElement('section');
    const scrollIntoView = vi.fn();
    element.scrollIntoView = scrollIntoView;
    scrollToElement(element);
    return scrollIntoView.mock.calls;
  };

  afterEach(() => vi.restoreAllMocks());

  it('scrolls smoothly to the top of the element', () => {
    expect(scrolledWith(false)).toEqual([[{ behavior: 'smooth', block: 'start' }]]);
  });

  it('jumps without animation for a visitor who asked for reduced motion', () => {
    expect(scrolledWith(true)).toEqual([[{ behavior: 'auto', block: 'start' }]]);
  });
});

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
