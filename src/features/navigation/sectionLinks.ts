import { activeSectionAt, type PageScroll } from './activeSection';
import { hasArrived, scrollToElement } from './scroll';
import { createSectionTracker } from './sectionTracker';

/** What a visitor does to move the page themselves: it ends the hold on a chosen section. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const PASSIVE = { passive: true } as const;

function pageScroll(): PageScroll {
  return {
    viewportHeight: window.innerHeight,
    scrollY: window.scrollY,
    scrollHeight: document.documentElement.scrollHeight,
  };
}

/** How far the section's top is below where scrolling to it puts it (its scroll margin). */
function offsetFromScrollMargin(section: HTMLElement) {
  return section.getBoundingClientRect().top - (parseFloat(getComputedStyle(section).scrollMarginTop) || 0);
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The section a link points to: its `#id`. */
const targetId = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));

/**
 * Marks one link as the current location, the way the prerendered markup marks the first. The
 * section is decided again at every scroll: a link already marked is left as it is, so that nothing
 * in the page changes (no mutation, nothing for assistive technology to notice) unless the mark moves.
 */
export function markActive(links: readonly HTMLAnchorElement[], id: string) {
  for (const link of links) {
    const active = targetId(link) === id;
    link.toggleAttribute('data-active', active);
    if (!active) link.removeAttribute('aria-current');
    else if (link.getAttribute('aria-current') !== 'location') link.setAttribute('aria-current', 'location');
  }
}

/**
 * Brings the prerendered section links (real anchors, which work without JavaScript) to life: the
 * active one follows the section the page shows, deciding again on every scroll and resize (once
 * per frame), however the page was moved; a plain click marks its item at once, moves the focus to
 * the section and smooth-scrolls there, holding the item on the way. `onNavigate` is told the chosen
 * section (to close the phone's menu). Returns how to stop.
 */
export function enhanceSectionLinks(
  links: readonly HTMLAnchorElement[],
  onNavigate?: (id: string) => void,
): () => void {
  const sections = links.flatMap((link) => document.getElementById(targetId(link)) ?? []);
  const section = (id: string) => sections.find((element) => element.id === id);
  const tracker = createSectionTracker({
    visibleSection: () =>
      activeSectionAt(
        sections.map((element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return { id: element.id, top, bottom };
        }),
        pageScroll(),
      ),
    arrived: (id) => {
      const element = section(id);
      return !element || hasArrived(offsetFromScrollMargin(element), pageScroll());
    },
    scrollTo: (id) => {
      const element = section(id);
      if (element) scrollToElement(element);
    },
    activate: (id) => markActive(links, id),
  });

  // Scroll and resize events come many times a frame: measure once, in the next frame.
  let frame = 0;
  let layoutChanged = false;
  const schedule = (layout: boolean) => {
    layoutChanged ||= layout;
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (layoutChanged) tracker.layoutChanged();
      else tracker.scrolled();
      layoutChanged = false;
    });
  };
  const onScroll = () => schedule(false);
  const onLayout = () => schedule(true);

  const onClick = (event: MouseEvent) => {
    const link = event.currentTarget as HTMLAnchorElement;
    const id = targetId(link);
    const target = section(id);
    // Let the browser open new tabs or windows as the visitor asked.
    if (!target || !isPlainLeftClick(event)) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    // Keep the history entry's state; only the hash changes.
    window.history.replaceState(window.history.state, '', `#${id}`);
    // Scrolls there, keeping the item active on the way.
    tracker.choose(id);
    onNavigate?.(id);
  };

  // Sections and the page change size as fonts, images and the contact form load. The observer
  // reports each element once when observed: that is the first decision.
  const resizes = new ResizeObserver(onLayout);
  for (const element of [document.body, ...sections]) resizes.observe(element);
  window.addEventListener('scroll', onScroll, PASSIVE);
  window.addEventListener('resize', onLayout, PASSIVE);
  window.addEventListener('scrollend', tracker.scrollEnded, PASSIVE);
  for (const type of VISITOR_MOVES)
    window.addEventListener(type, tracker.visitorMoved, { passive: true, capture: true });
  for (const link of links) link.addEventListener('click', onClick);

  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onLayout);
    window.removeEventListener('scrollend', tracker.scrollEnded);
    for (const type of VISITOR_MOVES) window.removeEventListener(type, tracker.visitorMoved, { capture: true });
    for (const link of links) link.removeEventListener('click', onClick);
    resizes.disconnect();
    cancelAnimationFrame(frame);
    tracker.dispose();
  };
}
