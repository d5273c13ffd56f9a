import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { enhanceSectionLinks } from './sectionLinks';
import { SiteNav } from './SiteNav';

const ITEMS = [
  { id: 'about', label: 'About' },
  { id: 'projects', label: 'Projects' },
  { id: 'contact', label: 'Get in Touch' },
];

/** The navigation as the build writes it. */
function prerender() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToStaticMarkup(
    <MantineProvider forceColorScheme="dark">
      <SiteNav items={ITEMS} label="Sections" />
    </MantineProvider>,
  );
  return [...container.querySelectorAll('a')];
}

describe('SiteNav', () => {
  const scrollIntoView = vi.fn();
  let stop: (() => void) | undefined;

  beforeEach(() => {
    // The sections live in the page around the navigation; jsdom does not scroll.
    for (const { id } of ITEMS) {
      const section = document.body.appendChild(document.createElement('section'));
      section.id = id;
      section.tabIndex = -1;
    }
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    stop?.();
    document.body.replaceChildren();
    scrollIntoView.mockReset();
    window.history.replaceState(null, '', '/');
  });

  it('renders real links, the first one marked as the current location', () => {
    prerender();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#about', '#projects', '#contact']);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('data-active');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('enhanced, on a click marks the item at once, scrolls to its section, moves the focus there and reports it', () => {
    const onNavigate = vi.fn();
    stop = enhanceSectionLinks(prerender(), onNavigate);
    const link = screen.getByRole('link', { name: 'Projects' });
    expect(fireEvent.click(link)).toBe(false);
    expect(link).toHaveAttribute('aria-current', 'location');
    expect(link).toHaveAttribute('data-active');
    const about = screen.getByRole('link', { name: 'About' });
    expect(about).not.toHaveAttribute('aria-current');
    expect(about).not.toHaveAttribute('data-active');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('projects')]);
    expect(document.activeElement).toBe(document.getElementById('projects'));
    expect(window.location.hash).toBe('#projects');
    expect(onNavigate).toHaveBeenCalledWith('projects');
  });

  // Each asks the browser for something else: a new tab (Ctrl, Cmd), a new window (Shift), a download
  // (Alt). A button other than the main one is not a plain click either.
  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves a click with %o to the browser',
    (modifier) => {
      const onNavigate = vi.fn();
      stop = enhanceSectionLinks(prerender(), onNavigate);
      expect(fireEvent.click(screen.getByRole('link', { name: 'Projects' }), modifier)).toBe(true);
      expect(scrollIntoView).not.toHaveBeenCalled();
      expect(onNavigate).not.toHaveBeenCalled();
    },
  );

  it('stops when told', () => {
    const onNavigate = vi.fn();
    enhanceSectionLinks(prerender(), onNavigate)();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Projects' }))).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
