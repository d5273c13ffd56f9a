import { activeSectionAt } from './activeSection';

describe('activeSectionAt', () => {
  // An 800 px viewport, its band from 160 to 640, on a page that scrolls 800 px.
  const middle = { viewportHeight: 800, scrollY: 400, scrollHeight: 1600 };
  const end = { ...middle, scrollY: 800 };

  it('follows the rule: a section counts from 10% of itself inside the viewport less 20% top and bottom', () => {
    const only = (top: number, bottom: number) => activeSectionAt([{ id: 'x', top, bottom }], middle);
    // 100 px of 1,000 inside the band (160 to 640) is exactly 10%; 99 px is not enough.
    expect(only(540, 1540)).toBe('x');
    expect(only(541, 1541)).toBeUndefined();
    // The band starts 20% down the viewport: above it nothing counts, however much is on screen.
    expect(only(140, 160)).toBeUndefined();
    expect(only(150, 170)).toBe('x');
    // And ends 20% from the bottom.
    expect(only(640, 660)).toBeUndefined();
    expect(only(630, 650)).toBe('x');
  });

  it('picks the section covering most of the band', () => {
    const boxes = [
      { id: 'about', top: -500, bottom: 300 },
      { id: 'projects', top: 300, bottom: 1500 },
    ];
    expect(activeSectionAt(boxes, middle)).toBe('projects');
  });

  it('measures what is inside the band, not the sections themselves', () => {
    const boxes = [
      { id: 'projects', top: -2000, bottom: 350 },
      { id: 'contact', top: 350, bottom: 900 },
    ];
    expect(activeSectionAt(boxes, middle)).toBe('contact');
  });

  it('counts only sections with 10% of themselves in the band, however much of it they cover', () => {
    const boxes = [
      { id: 'long', top: -9600, bottom: 400 },
      { id: 'short', top: 400, bottom: 500 },
    ];
    // 240 px of 10,000 is 2.4%: the short one wins with 100 px.
    expect(activeSectionAt(boxes, middle)).toBe('short');
    expect(
      activeSectionAt(
        [
          { id: 'edge', top: 0, bottom: 1000 },
          { id: 'long', top: 1000, bottom: 20_000 },
        ],
        middle,
      ),
    ).toBe('edge');
  });

  it('gives ties to the earlier section and nothing when none counts', () => {
    const tie = [
      { id: 'a', top: 0, bottom: 400 },
      { id: 'b', top: 400, bottom: 800 },
    ];
    expect(activeSectionAt(tie, middle)).toBe('a');
    expect(activeSectionAt([{ id: 'a', top: 700, bottom: 900 }], middle)).toBeUndefined();
    expect(activeSectionAt([{ id: 'empty', top: 300, bottom: 300 }], middle)).toBeUndefined();
    expect(activeSectionAt([], middle)).toBeUndefined();
  });

  describe('at the top of the page', () => {
    // A short first section (a two-paragraph bio) and a long one under it, before any scroll.
    const boxes = [
      { id: 'about', top: 0, bottom: 360 },
      { id: 'projects', top: 360, bottom: 2400 },
    ];
    const top = { viewportHeight: 800, scrollY: 0, scrollHeight: 4000 };

    it('gives the first section that counts, even when another covers more of the band', () => {
      expect(activeSectionAt(boxes, top)).toBe('about');
      // Once the visitor scrolls, the most visible one wins again.
      expect(activeSectionAt(boxes, { ...top, scrollY: 2 })).toBe('projects');
    });

    it('holds within 2 px of the top, as fractional scroll positions leave it', () => {
      expect(activeSectionAt(boxes, { ...top, scrollY: 1.5 })).toBe('about');
    });

    it('passes over a first section that does not count', () => {
      const hidden = [{ id: 'about', top: 0, bottom: 150 }, ...boxes.slice(1)];
      expect(activeSectionAt(hidden, top)).toBe('projects');
    });
  });

  describe('at the end of the page', () => {
    const projects = { id: 'projects', top: -200, bottom: 600 };
    const boxes = [projects, { id: 'contact', top: 600, bottom: 780 }];

    it('gives the last section that counts, even when another covers more', () => {
      expect(activeSectionAt(boxes, middle)).toBe('projects');
      expect(activeSectionAt(boxes, end)).toBe('contact');
      // Within 2 px of the end, as fractional scroll positions leave it.
      expect(activeSectionAt(boxes, { ...end, scrollY: 798.5 })).toBe('contact');
    });

    it('passes over a last section that does not count', () => {
      const short = [projects, { id: 'contact', top: 700, bottom: 780 }];
      expect(activeSectionAt(short, end)).toBe('projects');
      // An empty section has no height to show: it never wins, even last.
      expect(activeSectionAt([...boxes, { id: 'empty', top: 500, bottom: 500 }], end)).toBe('contact');
    });

    it('starts exactly 2 px before the end, not 1 px earlier', () => {
      expect(activeSectionAt(boxes, { ...end, scrollY: 798 })).toBe('contact');
      expect(activeSectionAt(boxes, { ...end, scrollY: 797 })).toBe('projects');
    });

    it('is not reached by a page that does not scroll', () => {
      expect(activeSectionAt(boxes, { viewportHeight: 800, scrollY: 0, scrollHeight: 800 })).toBe('projects');
    });
  });
});
