import { useCallback, useEffect, useRef, useState } from 'react';
import { activeSectionAt, type PageScroll } from './activeSection';
import { hasArrived, scrollToElement } from './scroll';
import { createSectionTracker, type SectionTracker } from './sectionTracker';

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

/**
 * Tracks which of the sections (by element id, in page order) the page shows, deciding again on every
 * scroll and resize (once per frame), however the page was moved. `choose(id)` makes a section active
 * at once and scrolls to it, holding it on the way.
 */
export function useActiveSection(ids: readonly string[], initial: string) {
  const [active, setActive] = useState(initial);
  const tracker = useRef<SectionTracker | null>(null);

  useEffect(() => {
    const sections = ids.flatMap((id) => document.getElementById(id) ?? []);
    const section = (id: string) => sections.find((element) => element.id === id);
    const current = createSectionTracker({
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
      activate: setActive,
    });

    // Scroll and resize events come many times a frame: measure once, in the next frame.
    let frame = 0;
    let layoutChanged = false;
    const schedule = (layout: boolean) => {
      layoutChanged ||= layout;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (layoutChanged) current.layoutChanged();
        else current.scrolled();
        layoutChanged = false;
      });
    };
    const onScroll = () => schedule(false);
    const onLayout = () => schedule(true);

    // Sections and the page change size as fonts, images and the contact form load. The observer
    // reports each element once when observed: that is the first decision.
    const resizes = new ResizeObserver(onLayout);
    for (const element of [document.body, ...sections]) resizes.observe(element);
    window.addEventListener('scroll', onScroll, PASSIVE);
    window.addEventListener('resize', onLayout, PASSIVE);
    window.addEventListener('scrollend', current.scrollEnded, PASSIVE);
    for (const type of VISITOR_MOVES)
      window.addEventListener(type, current.visitorMoved, { passive: true, capture: true });
    tracker.current = current;

    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onLayout);
      window.removeEventListener('scrollend', current.scrollEnded);
      for (const type of VISITOR_MOVES) window.removeEventListener(type, current.visitorMoved, { capture: true });
      resizes.disconnect();
      cancelAnimationFrame(frame);
      current.dispose();
      tracker.current = null;
    };
  }, [ids]);

  const choose = useCallback((id: string) => tracker.current?.choose(id), []);

  return [active, choose] as const;
}
