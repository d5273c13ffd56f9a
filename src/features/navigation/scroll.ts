import type { PageScroll } from './activeSection';

/** How close to its target a scroll counts as arrived (scroll positions are fractional on dense screens). */
const ARRIVED_SLACK_PX = 1;

/** Scrolls an element into view, smoothly unless the visitor asked for reduced motion. */
export function scrollToElement(element: HTMLElement): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Whether the page is as close to a section as it can get. `offset` is how far the section's top is
 * below its scroll margin; the page cannot go past its start or its end to close the gap.
 */
export function hasArrived(offset: number, page: PageScroll): boolean {
  const maxScrollY = Math.max(0, page.scrollHeight - page.viewportHeight);
  const target = Math.min(Math.max(page.scrollY + offset, 0), maxScrollY);
  return Math.abs(target - page.scrollY) <= ARRIVED_SLACK_PX;
}
