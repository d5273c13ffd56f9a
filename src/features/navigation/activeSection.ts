/** A section counts as visible once 10% of it is inside the viewport less 20% at its top and bottom. */
export const VISIBLE_RATIO = 0.1;
export const BAND_MARGIN = 0.2;

/** Within this many px of either end, the page is at that end (scroll positions are fractional on dense screens). */
const END_SLACK_PX = 2;

/** A section's edges, in px from the top of the viewport. */
export interface SectionBox {
  readonly id: string;
  readonly top: number;
  readonly bottom: number;
}

export interface PageScroll {
  readonly viewportHeight: number;
  readonly scrollY: number;
  readonly scrollHeight: number;
}

/**
 * The section the page shows: of those that count as visible, the one covering most of the band
 * (ties go to the earlier one, so `boxes` must be in page order). At the top of the page the first
 * one that counts wins: a visitor who has not scrolled is reading the first section, however short
 * it is. At the end of the page the last one that counts wins, since it may be too short to ever fill
 * the band. Undefined when none counts.
 */
export function activeSectionAt(boxes: readonly SectionBox[], page: PageScroll): string | undefined {
  const bandTop = page.viewportHeight * BAND_MARGIN;
  const bandBottom = page.viewportHeight * (1 - BAND_MARGIN);
  let best: string | undefined;
  let bestCovered = 0;
  let first: string | undefined;
  let last: string | undefined;
  for (const box of boxes) {
    const height = box.bottom - box.top;
    const covered = Math.min(box.bottom, bandBottom) - Math.max(box.top, bandTop);
    if (height <= 0 || covered < height * VISIBLE_RATIO) continue;
    first ??= box.id;
    last = box.id;
    if (covered > bestCovered) {
      best = box.id;
      bestCovered = covered;
    }
  }
  const atEnd = page.scrollY > 0 && page.scrollY + page.viewportHeight >= page.scrollHeight - END_SLACK_PX;
  if (atEnd) return last;
  return page.scrollY < END_SLACK_PX ? first : best;
}
