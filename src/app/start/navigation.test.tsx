import { renderToStaticMarkup } from 'react-dom/server';
import { fireEvent, screen } from '@testing-library/react';
import { pauseStore } from '../../features/background/pauseStore';
import { enhanceNavigation } from './navigation';
import { Providers } from '../islands/Providers';
import { sectionsIn } from '../config/sections';
import { SiteShell } from '../prerender/SiteShell';
import { TEXTS } from '../config/texts';

/** The sections as the page names them, in the content's words. */
const SECTIONS = sectionsIn(TEXTS);

/** The navigation as the build writes it, with the sections it links to, enhanced as the browser does. */
function enhanced() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToStaticMarkup(
    <Providers>
      <SiteShell />
    </Providers>,
  );
  for (const { id } of Object.values(SECTIONS)) {
    const section = document.body.appendChild(document.createElement('section'));
    section.id = id;
    section.tabIndex = -1;
  }
  enhanceNavigation(container);
  return container;
}

const burger = () => screen.getByRole('button', { name: TEXTS.menuButton });
const menu = () => document.getElementById('site-navigation');

describe('enhanceNavigation', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
    // The choice lives in one store for the whole page, which another file's test may have paused.
    pauseStore.set(false);
  });
  afterEach(() => document.body.replaceChildren());

  it('marks the navigation as working', () => {
    expect(enhanced()).toHaveAttribute('data-hydrated');
  });

  it('the burger opens and closes the menu, drawing a cross while open; Escape closes it', () => {
    enhanced();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toHaveAttribute('data-open', 'false');
    fireEvent.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    expect(burger().firstElementChild).toHaveAttribute('data-opened');
    expect(menu()).toHaveAttribute('data-open', 'true');
    fireEvent.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger().firstElementChild).not.toHaveAttribute('data-opened');
    expect(menu()).toHaveAttribute('data-open', 'false');
    fireEvent.click(burger());
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(menu()).toHaveAttribute('data-open', 'false');
  });

  it('Escape in the open menu closes it and gives the focus back to the burger', () => {
    enhanced();
    fireEvent.click(burger());
    const link = screen.getByRole('link', { name: SECTIONS.projects.label });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(menu()).toHaveAttribute('data-open', 'false');
    expect(burger()).toHaveFocus();
  });

  it('stays open on any other key, and Escape outside the menu leaves the focus where it is', () => {
    enhanced();
    fireEvent.click(burger());
    const link = screen.getByRole('link', { name: SECTIONS.about.label });
    link.focus();
    for (const key of ['ArrowDown', 'Tab', 'Enter', 'a']) fireEvent.keyDown(link, { key });
    expect(menu()).toHaveAttribute('data-open', 'true');
    // The pause control lies above the menu, in the header.
    const pause = screen.getByRole('button', { name: TEXTS.pauseAnimation });
    pause.focus();
    fireEvent.keyDown(pause, { key: 'Escape' });
    expect(menu()).toHaveAttribute('data-open', 'false');
    expect(pause).toHaveFocus();
  });

  it('closes as the focus leaves the navigation, and stays open while it moves within it', () => {
    enhanced();
    fireEvent.click(burger());
    burger().focus();
    screen.getByRole('link', { name: SECTIONS.about.label }).focus();
    // The pause control lies above the menu, in view.
    screen.getByRole('button', { name: TEXTS.pauseAnimation }).focus();
    expect(menu()).toHaveAttribute('data-open', 'true');
    document.getElementById(SECTIONS.projects.id)?.focus();
    expect(menu()).toHaveAttribute('data-open', 'false');
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing a section closes the menu', () => {
    enhanced();
    fireEvent.click(burger());
    fireEvent.click(screen.getByRole('link', { name: SECTIONS.projects.label }));
    expect(menu()).toHaveAttribute('data-open', 'false');
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the pause control, which toggles the choice', () => {
    enhanced();
    const pause = screen.getByRole('button', { name: TEXTS.pauseAnimation });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
  });
});
