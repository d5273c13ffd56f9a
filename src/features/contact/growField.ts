/**
 * The height each field was last given here, and the height the visitor gave it by dragging its
 * resize handle (the browser writes that one into its style too), which it then never goes below.
 */
const heights = new WeakMap<HTMLTextAreaElement, { readonly fitted: string; readonly chosen: string }>();

/**
 * Fits a text field's height to its text, never below the rows it shows empty nor below a height the
 * visitor chose: for browsers without `field-sizing: content` (Safari before 26.2, Firefox before
 * 152), which lay the field out by itself elsewhere. Loaded only in those browsers.
 */
export function fitToText(field: HTMLTextAreaElement) {
  const last = heights.get(field) ?? { fitted: '', chosen: '' };
  const chosen = field.style.height === last.fitted ? last.chosen : field.style.height;
  // Back to its own height first (its rows', or the visitor's), to measure the text against it. Its
  // container keeps its height meanwhile: a page shorter for that moment would scroll up to fit, or
  // stop a scroll under way.
  const holder = field.parentElement;
  const kept = holder?.style.minHeight ?? '';
  if (holder) holder.style.minHeight = `${holder.offsetHeight}px`;
  field.style.height = chosen;
  const borders = field.offsetHeight - field.clientHeight;
  const needed = field.scrollHeight + borders;
  if (needed > field.offsetHeight) field.style.height = `${needed}px`;
  if (holder) holder.style.minHeight = kept;
  heights.set(field, { fitted: field.style.height, chosen });
}
