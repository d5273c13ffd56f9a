import { enhanceSectionLinks, markActive } from './sectionLinks';

function links() {
  document.body.innerHTML = '<nav><a href="#about">About</a><a href="#projects">Projects</a></nav>';
  return [...document.querySelectorAll('a')];
}

/** Every attribute the page changes while `act` runs. */
function mutationsDuring(act: () => void) {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.body, { attributes: true, subtree: true });
  act();
  const records = observer.takeRecords().map((record) => record.attributeName);
  observer.disconnect();
  return records;
}

describe('markActive', () => {
  it('marks the chosen link alone as the current location', () => {
    const all = links();
    const [about, projects] = all;
    markActive(all, 'projects');
    expect(projects).toHaveAttribute('aria-current', 'location');
    expect(projects).toHaveAttribute('data-active');
    expect(about).not.toHaveAttribute('aria-current');
    expect(about).not.toHaveAttribute('data-active');
  });

  it('changes nothing in the page when the mark stays where it is', () => {
    const all = links();
    markActive(all, 'about');
    expect(mutationsDuring(() => markActive(all, 'about'))).toEqual([]);
    expect(mutationsDuring(() => markActive(all, 'projects'))).not.toEqual([]);
  });
});

describe('enhanceSectionLinks', () => {
  // jsdom has no scrolling: the page's scrolls are counted instead, and the window left as it was.
  const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  /** Two sections, the second 500 px below where scrolling to it would put it: never reached here. */
  function page() {
    const all = links();
    for (const id of ['about', 'projects']) document.body.appendChild(document.createElement('section')).id = id;
    const projects = document.getElementById('projects') as HTMLElement;
    vi.spyOn(projects, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ y: 500, height: 400 }));
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
    const scrolls = vi.fn();
    Element.prototype.scrollIntoView = scrolls;
    const stop = enhanceSectionLinks(all);
    return { link: all[1] as HTMLAnchorElement, scrolls, stop };
  }

  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
    else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('scrolls to a chosen section again when the scroll ends short of it', () => {
    const { link, scrolls, stop } = page();
    link.click();
    expect(scrolls).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(2);
    stop();
  });

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown'])(
    'leaves the page to a visitor whose %s comes on the way: no scrolling back',
    (type) => {
      const { link, scrolls, stop } = page();
      link.click();
      document.getElementById('about')?.dispatchEvent(new Event(type, { bubbles: true }));
      window.dispatchEvent(new Event('scrollend'));
      expect(scrolls).toHaveBeenCalledTimes(1);
      stop();
    },
  );
});
