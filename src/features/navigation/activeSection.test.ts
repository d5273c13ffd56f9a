import { SECTION_OBSERVER_OPTIONS, mostVisibleSection } from './activeSection';

describe('mostVisibleSection', () => {
  // The band of an 800 px viewport with 20% margins: 160 to 640.
  const band = [160, 640] as const;

  it('follows the spec: threshold 0.1, margins of 20% top and bottom', () => {
    expect(SECTION_OBSERVER_OPTIONS).toEqual({ threshold: 0.1, rootMargin: '-20% 0px -20% 0px' });
  });

  it('picks the section covering most of the band', () => {
    const boxes = [
      { id: 'about', top: -500, bottom: 300 },
      { id: 'projects', top: 300, bottom: 1500 },
    ];
    expect(mostVisibleSection(boxes, ...band)).toBe('projects');
  });

  it('measures what is inside the band, not the sections themselves', () => {
    const boxes = [
      { id: 'projects', top: -2000, bottom: 350 },
      { id: 'contact', top: 350, bottom: 900 },
    ];
    expect(mostVisibleSection(boxes, ...band)).toBe('contact');
  });

  it('gives ties to the earlier section and nothing when none is in the band', () => {
    expect(mostVisibleSection([{ id: 'a', top: 0, bottom: 400 }, { id: 'b', top: 400, bottom: 800 }], ...band)).toBe('a');
    expect(mostVisibleSection([{ id: 'a', top: 700, bottom: 900 }], ...band)).toBeUndefined();
    expect(mostVisibleSection([], ...band)).toBeUndefined();
  });
});
