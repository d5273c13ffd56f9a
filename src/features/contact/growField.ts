/** The height each field was last given here: another one in its style is the visitor's own. */
const fitted = new WeakMap<HTMLTextAreaElement, string>();

/**
 * Fits a text field's height to its text, never below the rows it shows empty: for browsers without
 * `field-sizing: content` (Safari before 26.2, Firefox before 152), which lay the field out by itself
 * elsewhere. Loaded only in those browsers.
 */
export function fitToText(field: HTMLTextAreaElement) {
  // A height the visitor dragged the field to by its resize handle (the browser writes it into the
  // field's style) is kept from then on, as where the browser sizes the field itself.
  if (field.style.height !== (fitted.get(field) ?? '')) return;
  // Back to its own height first, to measure the text against it. Its container keeps its height
  // meanwhile: a page shorter for that moment would scroll up to fit, or stop a scroll under way.
  const holder = field.parentElement;
  const kept = holder?.style.minHeight ?? '';
  if (holder) holder.style.minHeight = `${holder.offsetHeight}px`;
  field.style.height = '';
  const borders = field.offsetHeight - field.clientHeight;
  const needed = field.scrollHeight + borders;
  if (needed > field.offsetHeight) field.style.height = `${needed}px`;
  if (holder) holder.style.minHeight = kept;
  fitted.set(field, field.style.height);
}
