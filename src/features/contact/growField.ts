/**
 * Fits a text field's height to its text, never below the rows it shows empty: for browsers without
 * `field-sizing: content` (Safari before 26.2, Firefox before 152), which lay the field out by itself
 * elsewhere. Loaded only in those browsers.
 */
export function fitToText(field: HTMLTextAreaElement) {
  // Back to its own height first, to measure the text against it: the page may be shorter for that
  // moment, and the browser would scroll up to fit. Put back before anything is painted.
  const { scrollX, scrollY } = window;
  field.style.height = '';
  const borders = field.offsetHeight - field.clientHeight;
  const needed = field.scrollHeight + borders;
  if (needed > field.offsetHeight) field.style.height = `${needed}px`;
  if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY);
}
