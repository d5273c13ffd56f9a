import { EARLY_SEND, holdEarlySend, takeEarlySend } from './earlySend';

// The prerendered form's Send before the form's code has arrived: held on its container, then handed over.

function prerendered() {
  document.body.innerHTML = `<div data-island="contact"><form method="dialog" aria-label="Contact form">
    <input name="fullName"><button type="submit">Send</button><button type="reset">Reset</button></form></div>`;
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

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a Send before the form works', () => {
  it('is held, and the container says the form is busy', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    expect(container.getAttribute('aria-busy')).toBeNull();
    expect(submitted(form)).toBe(false);
    expect(container.getAttribute(EARLY_SEND)).toBe('pressed');
    expect(container.getAttribute('aria-busy')).toBe('true');
  });

  it('is handed to the form once it works, which takes it once, and is no longer held then', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    submitted(form);
    expect(takeEarlySend(form)).toBe(true);
    expect(container.getAttribute('aria-busy')).toBeNull();
    expect(container.hasAttribute(EARLY_SEND)).toBe(false);
    expect(takeEarlySend(form)).toBe(false);
    expect(submitted(form)).toBe(true);
    expect(container.getAttribute('aria-busy')).toBeNull();
  });

  it('is none when Send was not pressed, and none once Reset withdrew it', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    expect(takeEarlySend(form)).toBe(false);

    const again = prerendered();
    holdEarlySend(again.container);
    submitted(again.form);
    again.form.reset();
    expect(again.container.getAttribute('aria-busy')).toBeNull();
    expect(again.container.getAttribute(EARLY_SEND)).toBe('holding');
    // Pressed again after Reset: held again.
    expect(submitted(again.form)).toBe(false);
    expect(takeEarlySend(again.form)).toBe(true);
  });

  it('is withdrawn by typing after it: the form never answers for a message changed since', () => {
    const { container, form } = prerendered();
    holdEarlySend(container);
    submitted(form);
    const name = form.elements.namedItem('fullName');
    if (!(name instanceof HTMLInputElement)) throw new Error('no field');
    name.value = 'Ada';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(container.getAttribute('aria-busy')).toBeNull();
    expect(takeEarlySend(form)).toBe(false);
  });

  it('is none for a form the start module does not hold', () => {
    const { form } = prerendered();
    expect(takeEarlySend(form)).toBe(false);
    expect(takeEarlySend(null)).toBe(false);
    expect(submitted(form)).toBe(true);
  });
});
