import { clearDraft } from './draft';

// Before the contact form's code has arrived, its prerendered Send is held, not lost: the page's
// start module holds a submit (a click on Send, Enter in a field) on the form's container, and the
// form, once hydrated, answers it as if it had just been pressed. No framework here: this runs at start.

/** On the form's container: `holding` while Sends are held, `pressed` once one was; gone once the form works. */
export const EARLY_SEND = 'data-early-send';

/** What the page says of a held Send, to screen readers (the form's busy look is the stylesheet's). */
export const HELD_STATUS = 'Sending as soon as the form is ready…';

/** How the form finds its container once it works: not held (no start module), held, or a Send pressed. */
export type EarlySend = 'not held' | 'held' | 'pressed';

/** The page's status for a held Send, outside the form (whose markup is React's): its attribute. */
export const EARLY_SEND_STATUS = 'data-early-send-status';

function show(container: Element, pressed: boolean) {
  container.setAttribute(EARLY_SEND, pressed ? 'pressed' : 'holding');
  if (pressed) container.setAttribute('aria-busy', 'true');
  else container.removeAttribute('aria-busy');
  const region = document.querySelector(`[${EARLY_SEND_STATUS}]`);
  if (region) region.textContent = pressed ? HELD_STATUS : '';
}

/** Holds the Sends of the form in `container` until `takeEarlySend` is called. */
export function holdEarlySend(container: HTMLElement): void {
  show(container, false);
  container.addEventListener('submit', (event) => {
    if (!container.hasAttribute(EARLY_SEND)) return;
    // Not sent natively (the form's method is dialog, which submits nowhere; this keeps it so).
    event.preventDefault();
    show(container, true);
  });
  // Typing after Send withdraws it: the visitor has moved on and presses Send again when done, and
  // the form never answers for a message it has since changed (nor takes the visitor away from the
  // field they are typing in).
  container.addEventListener('input', () => {
    if (container.getAttribute(EARLY_SEND) === 'pressed') show(container, false);
  });
  // Reset is the browser's own until the form works: it empties the fields, and with them go a
  // Send held and the stored draft, as the form's own Reset does.
  container.addEventListener('reset', () => {
    if (!container.hasAttribute(EARLY_SEND)) return;
    show(container, false);
    clearDraft();
  });
}

/** Called by the form once it works (or by the page when its code cannot load): Sends are no longer held. */
export function takeEarlySend(form: HTMLFormElement | null): EarlySend {
  const container = form?.closest(`[${EARLY_SEND}]`);
  if (!container) return 'not held';
  const pressed = container.getAttribute(EARLY_SEND) === 'pressed';
  show(container, false);
  container.removeAttribute(EARLY_SEND);
  return pressed ? 'pressed' : 'held';
}
