/** The keys that scroll the page down, when pressed outside a field. */
const DOWN_KEYS = new Set(['End', 'PageDown', 'ArrowDown', ' ']);

/** Whether a key pressed on `target` edits text rather than scrolling the page. */
const editsText = (target: EventTarget | null) =>
  target instanceof Element && target.closest('input, textarea, select, [contenteditable]') !== null;

/**
 * Calls `signal` once, at the first sign that the visitor is heading down the page: the page scrolls,
 * or a key that scrolls it down is pressed (a few frames before its smooth scroll moves anything).
 * Returns what stops listening.
 */
export function whenHeadingDown(signal: () => void): () => void {
  const stop = new AbortController();
  const fire = () => {
    stop.abort();
    signal();
  };
  const options = { passive: true, signal: stop.signal };
  window.addEventListener('scroll', fire, options);
  window.addEventListener(
    'keydown',
    (event) => DOWN_KEYS.has(event.key) && !editsText(event.target) && fire(),
    options,
  );
  return () => stop.abort();
}
