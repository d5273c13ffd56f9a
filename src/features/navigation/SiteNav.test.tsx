import { fireEvent, screen } from '@testing-library/react';
import { render } from '@/test/render';
import { SiteNav } from './SiteNav';

const ITEMS = [
  { id: 'about', label: 'About' },
  { id: 'projects', label: 'Projects' },
  { id: 'contact', label: 'Get in Touch' },
];

describe('SiteNav', () => {
  const scrollIntoView = vi.fn();

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
    for (const section of document.querySelectorAll('section')) section.remove();
    scrollIntoView.mockReset();
    window.history.replaceState(null, '', '/');
  });

  it('renders real links, the first one marked as the current location', () => {
    render(<SiteNav items={ITEMS} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#about', '#projects', '#contact']);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'location');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('on a click marks the item at once, scrolls to its section, moves the focus there and reports it', () => {
    const onNavigate = vi.fn();
    render(<SiteNav items={ITEMS} onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Projects' });
    expect(fireEvent.click(link)).toBe(false);
    expect(link).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('projects')]);
    expect(document.activeElement).toBe(document.getElementById('projects'));
    expect(window.location.hash).toBe('#projects');
    expect(onNavigate).toHaveBeenCalledWith('projects');
  });

  it('leaves a modified click to the browser', () => {
    const onNavigate = vi.fn();
    render(<SiteNav items={ITEMS} onNavigate={onNavigate} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Projects' }), { ctrlKey: true })).toBe(true);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
