import { MAX_CORRECTIONS, SCROLL_END_FALLBACK_MS, createSectionTracker } from './sectionTracker';

/** A tracker over a page whose visible section and arrival the test sets. */
function setup() {
  const page = { visible: 'about' as string | undefined, arrived: false };
  const activate = vi.fn<(id: string) => void>();
  const scrollTo = vi.fn<(id: string) => void>();
  const tracker = createSectionTracker({
    visibleSection: () => page.visible,
    arrived: () => page.arrived,
    scrollTo,
    activate,
  });
  const lastActive = () => activate.mock.calls.at(-1)?.[0];
  return { page, activate, scrollTo, tracker, lastActive };
}

describe('createSectionTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('decides on every scroll and layout change while nothing is chosen', () => {
    const { page, tracker, activate, lastActive } = setup();
    page.visible = 'projects';
    tracker.scrolled();
    expect(lastActive()).toBe('projects');
    page.visible = 'contact';
    tracker.layoutChanged();
    expect(lastActive()).toBe('contact');
    page.visible = undefined;
    tracker.scrolled();
    expect(activate).toHaveBeenCalledTimes(2);
  });

  it('marks a chosen section at once and holds it while the page scrolls past others', () => {
    const { page, tracker, scrollTo, activate } = setup();
    tracker.choose('contact');
    expect(activate).toHaveBeenCalledWith('contact');
    expect(scrollTo).toHaveBeenCalledWith('contact');
    page.visible = 'projects';
    tracker.scrolled();
    tracker.scrolled();
    expect(activate).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('releases when the scroll ends at the section, then follows the page again', () => {
    const { page, tracker, lastActive } = setup();
    tracker.choose('contact');
    page.visible = 'projects';
    tracker.scrolled();
    page.arrived = true;
    page.visible = 'contact';
    tracker.scrollEnded();
    expect(lastActive()).toBe('contact');
    page.visible = 'projects';
    tracker.scrolled();
    expect(lastActive()).toBe('projects');
  });

  it('releases after the fallback where no scroll end comes, counted from the last scroll', () => {
    const { page, tracker, lastActive } = setup();
    page.arrived = true;
    tracker.choose('contact');
    page.visible = 'projects';
    vi.advanceTimersByTime(SCROLL_END_FALLBACK_MS - 1);
    tracker.scrolled();
    vi.advanceTimersByTime(SCROLL_END_FALLBACK_MS - 1);
    expect(lastActive()).toBe('contact');
    vi.advanceTimersByTime(1);
    expect(lastActive()).toBe('projects');
  });

  it('scrolls again when the scroll ends short, and holds until it arrives', () => {
    const { page, tracker, scrollTo, lastActive } = setup();
    tracker.choose('contact');
    page.visible = 'projects';
    tracker.scrollEnded();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    tracker.scrolled();
    expect(lastActive()).toBe('contact');
    page.arrived = true;
    page.visible = 'contact';
    tracker.scrollEnded();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    page.visible = 'projects';
    tracker.scrolled();
    expect(lastActive()).toBe('projects');
  });

  it('scrolls again when the layout shifts on the way, not once arrived', () => {
    const { page, tracker, scrollTo } = setup();
    tracker.choose('projects');
    tracker.layoutChanged();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    page.arrived = true;
    tracker.layoutChanged();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('also corrects a scroll that ends short without any scroll end event', () => {
    const { tracker, scrollTo } = setup();
    tracker.choose('contact');
    vi.advanceTimersByTime(SCROLL_END_FALLBACK_MS);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('ends the hold after a correction that brings no scroll event at all, by the fallback again', () => {
    const { page, tracker, scrollTo, lastActive } = setup();
    tracker.choose('contact');
    page.visible = 'projects';
    vi.advanceTimersByTime(SCROLL_END_FALLBACK_MS);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    // The correction moved the page to the section, and no event came from it.
    page.arrived = true;
    page.visible = 'contact';
    vi.advanceTimersByTime(SCROLL_END_FALLBACK_MS);
    page.visible = 'projects';
    tracker.scrolled();
    expect(lastActive()).toBe('projects');
  });

  it('gives up after a bounded number of corrections', () => {
    const { page, tracker, scrollTo, lastActive } = setup();
    tracker.choose('contact');
    page.visible = 'projects';
    for (let attempt = 0; attempt <= MAX_CORRECTIONS; attempt += 1) tracker.scrollEnded();
    expect(scrollTo).toHaveBeenCalledTimes(1 + MAX_CORRECTIONS);
    expect(lastActive()).toBe('projects');
    tracker.scrollEnded();
    expect(scrollTo).toHaveBeenCalledTimes(1 + MAX_CORRECTIONS);
  });

  it('lets the visitor take over: no more hold and no scrolling back', () => {
    const { page, tracker, scrollTo, lastActive } = setup();
    tracker.choose('contact');
    page.visible = 'about';
    tracker.visitorMoved();
    expect(lastActive()).toBe('about');
    tracker.scrollEnded();
    tracker.layoutChanged();
    vi.runAllTimers();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('reads no layout when the visitor moves and nothing is chosen: the scroll that follows decides', () => {
    const visibleSection = vi.fn(() => 'about');
    const activate = vi.fn<(id: string) => void>();
    const tracker = createSectionTracker({ visibleSection, arrived: () => false, scrollTo: vi.fn(), activate });
    tracker.visitorMoved();
    expect(visibleSection).not.toHaveBeenCalled();
    expect(activate).not.toHaveBeenCalled();
  });

  it('does nothing more once disposed', () => {
    const { tracker, scrollTo, activate } = setup();
    tracker.choose('contact');
    tracker.dispose();
    vi.runAllTimers();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(activate).toHaveBeenCalledTimes(1);
  });
});
