import { useCallback, useEffect, useRef, useState } from 'react';
import { SECTION_OBSERVER_OPTIONS, mostVisibleSection } from './activeSection';

/** How long a chosen section stays active while the page scrolls to it, where `scrollend` is missing. */
const SCROLL_END_FALLBACK_MS = 1500;

/**
 * Tracks which of the sections (by element id, in page order) is most visible. The observer only
 * tells when a section crosses the threshold; which one wins is decided by measuring those in view.
 * At the end of the page the last section in view wins, since it may be too short to fill the band.
 * `choose(id)` makes a section active at once and holds it while the page scrolls there.
 */
export function useActiveSection(ids: readonly string[], initial: string) {
  const [active, setActive] = useState(initial);
  const chosen = useRef<string | null>(null);
  const releaseChosen = useRef<() => void>(() => undefined);

  useEffect(() => {
    const inView = new Set<string>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.intersectionRatio >= SECTION_OBSERVER_OPTIONS.threshold) inView.add(entry.target.id);
        else inView.delete(entry.target.id);
      }
      if (chosen.current) return;
      const visible = ids.filter((id) => inView.has(id));
      const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      const boxes = visible.flatMap((id) => {
        const rect = document.getElementById(id)?.getBoundingClientRect();
        return rect ? [{ id, top: rect.top, bottom: rect.bottom }] : [];
      });
      const best = atEnd ? visible.at(-1) : mostVisibleSection(boxes, window.innerHeight * 0.2, window.innerHeight * 0.8);
      if (best) setActive(best);
    }, SECTION_OBSERVER_OPTIONS);

    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
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
