import { useCallback, useEffect, useRef, useState } from 'react';
import { activeSectionAt } from './activeSection';

/** How long a chosen section stays active while the page scrolls to it, where `scrollend` is missing. */
const SCROLL_END_FALLBACK_MS = 1500;

const PASSIVE = { passive: true } as const;

/**
 * Tracks which of the sections (by element id, in page order) the page shows, deciding again on every
 * scroll and resize (once per frame), however the page was moved. `choose(id)` makes a section active
 * at once and holds it while the page scrolls there.
 */
export function useActiveSection(ids: readonly string[], initial: string) {
  const [active, setActive] = useState(initial);
  const chosen = useRef<string | null>(null);
  const releaseChosen = useRef<() => void>(() => undefined);

  useEffect(() => {
    const sections = ids.flatMap((id) => document.getElementById(id) ?? []);
    let frame = 0;
    const decide = () => {
      frame = 0;
      if (chosen.current) return;
      const boxes = sections.map((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return { id: element.id, top, bottom };
      });
      const page = { viewportHeight: window.innerHeight, scrollY: window.scrollY, scrollHeight: document.documentElement.scrollHeight };
      const best = activeSectionAt(boxes, page);
      if (best) setActive(best);
    };
    // Scroll and resize events come many times a frame: measure once, in the next frame.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(decide);
    };

    // Sections and the page change size as fonts, images and the contact form load. The observer
    // reports each element once when observed: that is the first decision.
    const resizes = new ResizeObserver(schedule);
    for (const element of [document.body, ...sections]) resizes.observe(element);
    window.addEventListener('scroll', schedule, PASSIVE);
    window.addEventListener('resize', schedule, PASSIVE);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resizes.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ids]);

  const choose = useCallback((id: string) => {
    releaseChosen.current();
    chosen.current = id;
    setActive(id);
    const release = () => {
      chosen.current = null;
      window.clearTimeout(timer);
      window.removeEventListener('scrollend', release);
    };
    const timer = window.setTimeout(release, SCROLL_END_FALLBACK_MS);
    window.addEventListener('scrollend', release);
    releaseChosen.current = release;
  }, []);

  useEffect(() => () => releaseChosen.current(), []);

  return [active, choose] as const;
}
