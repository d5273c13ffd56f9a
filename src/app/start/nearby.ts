/** How far from the viewport a part of the page counts as near: its code has time to arrive. */
export const NEAR_MARGIN = '200px 0px';

/** What a visitor does to a part of the page before it works: each of these asks for it at once. */
const TOUCHES = ['focusin', 'pointerdown', 'input', 'change'] as const;

/**
 * Calls `load` once, when `element` comes within `NEAR_MARGIN` of the viewport or the visitor
 * focuses, clicks or types into it, whichever is first. Marks the element `data-requested` then.
 */
export function whenNear(element: Element, load: () => void): void {
  let done = false;
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
    rootMargin: NEAR_MARGIN,
  });
  function fire() {
    if (done) return;
    done = true;
    observer.disconnect();
    for (const type of TOUCHES) element.removeEventListener(type, fire, true);
    element.setAttribute('data-requested', '');
    load();
  }
  observer.observe(element);
  for (const type of TOUCHES) element.addEventListener(type, fire, true);
}
