import { ENGLISH } from '@/test/texts';
import { loadDraft, saveDraft, showDraft } from './draft';
import { EARLY_SEND, failEarlySend, holdEarlySend, takeEarlySend } from './earlySend';

// The prerendered form before its code has arrived: its stored draft shown, its Send held on its
// container, then handed over to the form.

function prerendered() {
  document.body.innerHTML = `<div data-island="contact"><form method="dialog" aria-label="${ENGLISH.contactForm}">
    <input name="fullName" value=""><input name="email" value=""><textarea name="message"></textarea>
    <button type="submit">${ENGLISH.send}</button><button type="reset">${ENGLISH.reset}</button></form></div>
    <p role="status" data-early-send-status data-pressed="${ENGLISH.earlySendHeld}" data-failed="${ENGLISH.earlySendFailed}"></p>`;
  const container = document.querySelector<HTMLElement>('[data-island]');
  const form = document.querySelector('form');
  if (!container || !form) throw new Error('no form');
  return { container, form };
}

/** Submits as a click on Send does; whether the submit went on to the browser's own handling. */
const submitted = (form: HTMLFormElement) => {
  let reached = false;
  const last = (event: Event) => {
    reached = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('submit', last);
  form.requestSubmit();
  document.removeEventListener('submit', last);
  return reached;
};

const status = () => document.querySelector('[role="status"]');
const field = (form: HTMLFormElement, name: string) => {
  const element = form.elements.namedItem(name);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) throw new Error(name);
  return element;
};

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('a Send before the form works', () => {
  it('is held, and the form says it is busy: its container, and a status for screen readers', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    expect(container.getAttribute('aria-busy')).toBeNull();
    expect(status()?.textContent).toBe('');
    expect(submitted(form)).toBe(false);
    expect(container.getAttribute(EARLY_SEND)).toBe('pressed');
    expect(container.getAttribute('aria-busy')).toBe('true');
    expect(status()?.textContent).toBe(ENGLISH.earlySendHeld);
  });

  it('is handed to the form once it works, which takes it once, and is no longer held then', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    submitted(form);
    expect(takeEarlySend(form)).toBe('pressed');
    expect(container.getAttribute('aria-busy')).toBeNull();
    expect(status()?.textContent).toBe('');
    expect(container.hasAttribute(EARLY_SEND)).toBe(false);
    expect(takeEarlySend(form)).toBe('not held');
    expect(submitted(form)).toBe(true);
    expect(container.getAttribute('aria-busy')).toBeNull();
  });

  it('is none when Send was not pressed', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    expect(takeEarlySend(form)).toBe('held');
  });

  it('is withdrawn by typing after it: the form never answers for a message changed since', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    submitted(form);
    field(form, 'fullName').value = 'Ada';
    field(form, 'fullName').dispatchEvent(new Event('input', { bubbles: true }));
    expect(container.getAttribute('aria-busy')).toBeNull();
    expect(status()?.textContent).toBe('');
    expect(takeEarlySend(form)).toBe('held');
  });

  it('withdrawn by typing, is held again when pressed again', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    submitted(form);
    field(form, 'message').value = 'Hello, one more line';
    field(form, 'message').dispatchEvent(new Event('input', { bubbles: true }));
    expect(container.getAttribute('aria-busy')).toBeNull();
    expect(submitted(form)).toBe(false);
    expect(container.getAttribute('aria-busy')).toBe('true');
    expect(status()?.textContent).toBe(ENGLISH.earlySendHeld);
    expect(takeEarlySend(form)).toBe('pressed');
  });

  it('is withdrawn by Reset, which clears the stored draft too; pressed again, it is held again', () => {
    saveDraft({ fullName: 'Grace', email: '', message: 'Saved' });
    const { container, form } = prerendered();
    holdEarlySend(container);
    submitted(form);
    form.reset();
    expect(container.getAttribute('aria-busy')).toBeNull();
    expect(loadDraft()).toBeNull();
    expect(submitted(form)).toBe(false);
    expect(takeEarlySend(form)).toBe('pressed');
  });

  it('when the form’s code cannot load, is not held: the status tells the visitor to reload', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    submitted(form);
    failEarlySend(container);
    expect(container.getAttribute('aria-busy')).toBeNull();
    expect(status()?.textContent).toBe(ENGLISH.earlySendFailed);
    expect(submitted(form)).toBe(false);
    expect(container.getAttribute('aria-busy')).toBeNull();
    expect(status()?.textContent).toBe(ENGLISH.earlySendFailed);
  });

  it('once the form’s code could not load, typing, Reset and Send still tell the visitor to reload', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    failEarlySend(container);
    field(form, 'fullName').value = 'Ada';
    field(form, 'fullName').dispatchEvent(new Event('input', { bubbles: true }));
    expect(status()?.textContent).toBe(ENGLISH.earlySendFailed);
    form.reset();
    expect(status()?.textContent).toBe(ENGLISH.earlySendFailed);
    expect(submitted(form)).toBe(false);
    expect(status()?.textContent).toBe(ENGLISH.earlySendFailed);
    expect(container.getAttribute('aria-busy')).toBeNull();
  });

  it('once the form works, a failure reported late changes nothing', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    takeEarlySend(form);
    failEarlySend(container);
    expect(status()?.textContent).toBe('');
    expect(container.hasAttribute(EARLY_SEND)).toBe(false);
    expect(submitted(form)).toBe(true);
  });

  it('is none for a form the start module does not hold', () => {
    const { form } = prerendered();
    expect(takeEarlySend(form)).toBe('not held');
    expect(takeEarlySend(null)).toBe('not held');
    expect(submitted(form)).toBe(true);
  });
});

describe('the stored draft, before the form works', () => {
  it('shows in the empty fields; a field already filled keeps its value', () => {
    saveDraft({ fullName: 'Grace', email: 'grace@example.org', message: 'Saved' });
    const { form } = prerendered();
    field(form, 'email').value = 'restored@example.org';
    showDraft(form);
    expect(field(form, 'fullName').value).toBe('Grace');
    expect(field(form, 'email').value).toBe('restored@example.org');
    expect(field(form, 'message').value).toBe('Saved');
  });

  it('is kept as the visitor types, before the form works and when its code could not load', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    const type = (name: string, value: string) => {
      field(form, name).value = value;
      field(form, name).dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('fullName', 'Ada');
    expect(loadDraft()).toEqual({ fullName: 'Ada', email: '', message: '' });
    failEarlySend(container);
    type('message', 'Hello');
    expect(loadDraft()).toEqual({ fullName: 'Ada', email: '', message: 'Hello' });
    takeEarlySend(form);
    type('email', 'ada@example.org');
    expect(loadDraft()).toEqual({ fullName: 'Ada', email: '', message: 'Hello' });
  });

  it('leaves the fields as they are when there is none', () => {
    const { form } = prerendered();
    showDraft(form);
    showDraft(null);
    expect(field(form, 'fullName').value).toBe('');
  });
});
