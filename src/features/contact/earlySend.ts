// Before the contact form's code has arrived, its prerendered Send is held, not lost: the page's
// start module holds a submit (a click on Send, Enter in a field) on the form's container, and the
// form, once hydrated, answers it as if it had just been pressed. No framework here: this runs at start.

/** On the form's container: `holding` while Sends are held, `pressed` once one was; gone once the form works. */
export const EARLY_SEND = 'data-early-send';

/** Holds the Sends of the form in `container` until `takeEarlySend` is called. */
export function holdEarlySend(container: HTMLElement): void {
  container.setAttribute(EARLY_SEND, 'holding');
  container.addEventListener('submit', (event) => {
    if (!container.hasAttribute(EARLY_SEND)) return;
    // Not sent natively (the form's method is dialog, which submits nowhere; this keeps it so).
    event.preventDefault();
    container.setAttribute(EARLY_SEND, 'pressed');
    // Screen readers hear that the form is at work; the page's stylesheet shows Send as busy.
    container.setAttribute('aria-busy', 'true');
  });
  // Typing after Send, or Reset (the browser's own until the form works), withdraws it: the visitor
  // has moved on and presses Send again when done, and the form never answers for a message it
  // has since changed (nor takes the visitor away from the field they are typing in).
  const withdraw = () => {
    if (container.getAttribute(EARLY_SEND) !== 'pressed') return;
    container.setAttribute(EARLY_SEND, 'holding');
    container.removeAttribute('aria-busy');
  };
  container.addEventListener('input', withdraw);
  container.addEventListener('reset', withdraw);
}

/** Called by the form once it works: Sends are no longer held. Whether one was pressed before. */
export function takeEarlySend(form: HTMLFormElement | null): boolean {
  const container = form?.closest(`[${EARLY_SEND}]`);
  if (!container) return false;
  const pressed = container.getAttribute(EARLY_SEND) === 'pressed';
  container.removeAttribute(EARLY_SEND);
  container.removeAttribute('aria-busy');
  return pressed;
}
