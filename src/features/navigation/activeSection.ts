/** SPEC §9: a section counts once 10% of it is visible inside the middle 60% of the viewport. */
export const SECTION_OBSERVER_OPTIONS = {
  threshold: 0.1,
  rootMargin: '-20% 0px -20% 0px',
} as const satisfies IntersectionObserverInit;

export interface SectionBox {
  readonly id: string;
  readonly top: number;
  readonly bottom: number;
}

/**
 * The section that covers most of the band [bandTop, bandBottom] (the observer's root after its
 * margins). Ties go to the earlier section, so the order of `boxes` is the page order.
 */
export function mostVisibleSection(
  boxes: readonly SectionBox[],
  bandTop: number,
  bandBottom: number,
): string | undefined {
  let best: string | undefined;
  let bestCovered = 0;
  for (const box of boxes) {
    const covered = Math.min(box.bottom, bandBottom) - Math.max(box.top, bandTop);
    if (covered > bestCovered) {
      best = box.id;
      bestCovered = covered;
    }
  }
  return best;
}
