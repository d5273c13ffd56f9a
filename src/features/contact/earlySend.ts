import { clearDraft, fieldValues, saveDraft } from './draftStorage';

// Before the contact form's code has arrived, its prerendered fields keep the visitor's draft and
// its Send is held, not lost: the page's start module holds a submit (a click on Send, Enter in a
// field) on the form's container, and the form, once hydrated, answers it as if it had just been
// pressed. No framework here: this runs at start.

/**
 * On the form's container: `holding` while Sends are held, `pressed` once one was, `failed` when
 * the form's code could not load; gone once the form works.
 */
export const EARLY_SEND = 'data-early-send';

/** The page's status beside the form (its markup is React's): the attribute that marks it. */
export const EARLY_SEND_STATUS = 'data-early-send-status';

// What the status says of a held Send, and when the form's code could not load, is the page's own
// text, carried on the prerendered status as data-pressed and data-failed (src/app/prerender/
// earlySendTexts.ts): the script on load holds no words of the page.

/** How the form finds its container once it works: not held (no start module), held, or a Send pressed. */
export type EarlySend = 'not held' | 'held' | 'pressed';

type State = 'holding' | 'pressed' | 'failed';

function show(container: Element, state: State) {
  container.setAttribute(EARLY_SEND, state);
  if (state === 'pressed') container.setAttribute('aria-busy', 'true');
  else container.removeAttribute('aria-busy');
  const status = document.querySelector(`[${EARLY_SEND_STATUS}]`);
  if (status) status.textContent = state === 'holding' ? '' : ((status as HTMLElement).dataset[state] ?? '');
}

/** Holds the Sends of the form in `container` until `takeEarlySend` is called. */
export function holdEarlySend(container: HTMLElement): void {
  show(container, 'holding');
  const state = () => container.getAttribute(EARLY_SEND);
  container.addEventListener('submit', (event) => {
    if (!state()) return;
    // Not sent natively (the form's method is dialog, which submits nowhere; this keeps it so).
    event.preventDefault();
    show(container, state() === 'failed' ? 'failed' : 'pressed');
  });
  container.addEventListener('input', () => {
    if (!state()) return;
    // Kept as typed, as the working form keeps it: a reload shows it again (showDraft).
    saveDraft(fieldValues(container.querySelector('form')));
    // Typing after Send withdraws it: the visitor presses Send again when done, and the form never
    // answers for a message changed since (nor takes them away from the field they type in).
    if (state() === 'pressed') show(container, 'holding');
  });
  // Reset is the browser's own until the form works: it empties the fields, and with them go a
  // Send held and the stored draft, as the form's own Reset does.
  container.addEventListener('reset', () => {
    if (!state()) return;
    if (state() === 'pressed') show(container, 'holding');
    clearDraft();
  });
}

/** Called by the form once it works: Sends are no longer held. Whether one was pressed before. */
export function takeEarlySend(form: HTMLFormElement | null): EarlySend {
  const container = form?.closest(`[${EARLY_SEND}]`);
  if (!container) return 'not held';
  const pressed = container.getAttribute(EARLY_SEND) === 'pressed';
  show(container, 'holding');
  container.removeAttribute(EARLY_SEND);
  return pressed ? 'pressed' : 'held';
}

/** Called by the page when the form's code could not load: the visitor is told, a Send is not held. */
export function failEarlySend(container: HTMLElement): void {
  if (container.hasAttribute(EARLY_SEND)) show(container, 'failed');
}
