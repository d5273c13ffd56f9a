/** Scrolls an element into view, smoothly unless the visitor asked for reduced motion. */
export function scrollToElement(element: HTMLElement): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
