import { act, screen, waitFor, within } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import type { MockInstance } from 'vitest';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import ContactForm from '@/features/contact/ContactForm';
import { loadDraft, saveDraft, showDraft } from '@/features/contact/draft';
import { EARLY_SEND_STATUS, holdEarlySend } from '@/features/contact/earlySend';
import { earlySendAttributes } from '../prerender/earlySendTexts';
import { FIELDS } from '@/features/contact/fields';
import {
  InView,
  WAIT,
  captchaScripts,
  formFarAway,
  noCaptchaScriptYet,
  settings,
  stubFetch,
  stubGrecaptcha,
} from '@/test/contactForm';
import { hydrateIsland } from './hydrate';
import { islandIdPrefix, islandTree } from './Island';
import { islandShape } from '@/test/islandShape';
import { ENGLISH } from '@/test/texts';

// The contact form as the page ships it: rendered to HTML at build, its stored draft shown and its
// Send held by the start module until its code arrives, then hydrated as an island.

const form = () => <ContactForm texts={ENGLISH} settings={settings} />;

/** The island as the build writes it, started as the page's start module does. */
function prerendered() {
  const container = document.body.appendChild(document.createElement('div'));
  container.dataset.island = 'contact';
  container.innerHTML = renderToString(islandTree(form()), { identifierPrefix: islandIdPrefix('contact') });
  // The page's status for a held Send, beside the island (HomePage).
  const status = document.body.appendChild(document.createElement('p'));
  status.setAttribute(EARLY_SEND_STATUS, '');
  for (const [name, value] of Object.entries(earlySendAttributes(ENGLISH))) status.setAttribute(name, value);
  showDraft(container.querySelector('form'));
  holdEarlySend(container);
  return container;
}

// Each test's island is unmounted after it, as Testing Library's cleanup does for what it renders.
const roots: Root[] = [];

/** The form's code arrives: the island hydrates. */
async function hydrate(container: HTMLElement) {
  await act(async () => {
    roots.push(hydrateIsland(container, 'contact', form()));
  });
  await waitFor(() => expect(container).toHaveAttribute('data-hydrated'), WAIT);
}

/** A field by its label, which may carry a mark of its own (the required one). */
const field = (label: string) => screen.getByRole('textbox', { name: (name) => name.includes(label) });
const send = () => screen.getByRole('button', { name: ENGLISH.send });

// React says a hydration that did not match, or failed, here. Not the form's: the warning of the
// server renderer, which shares React's contexts with the other files' client renders in this worker.
const TWO_RENDERERS = /multiple renderers concurrently rendering the same context provider/;
let consoleErrors: MockInstance<typeof console.error>;
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', InView);
  stubGrecaptcha();
  consoleErrors = vi.spyOn(console, 'error');
});
afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  expect(consoleErrors.mock.calls.filter(([message]) => !TWO_RENDERERS.test(String(message)))).toEqual([]);
  consoleErrors.mockRestore();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.replaceChildren();
});

// Mantine's first render in jsdom takes seconds on a busy machine.
describe('the contact form before its code arrives', { timeout: 30_000 }, () => {
  it('holds a Send pressed then, says it is busy, and sends what was typed once it works', async () => {
    const user = userEvent.setup();
    const { calls, answer } = stubFetch();
    const container = prerendered();
    await user.type(field(ENGLISH.fullName), 'Ada Lovelace');
    await user.type(field(ENGLISH.email), 'ada@example.org');
    await user.type(field(ENGLISH.message), 'Sent early');
    await user.click(send());
    expect(container).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelector(`[${EARLY_SEND_STATUS}]`)).toHaveTextContent(ENGLISH.earlySendHeld);
    expect(calls).toEqual([]);

    await hydrate(container);
    await waitFor(() => expect(calls).toHaveLength(1), WAIT);
    expect(calls[0]?.body).toMatchObject({
      template_params: { fullName: 'Ada Lovelace', email: 'ada@example.org', message: 'Sent early' },
    });
    expect(container).not.toHaveAttribute('aria-busy');
    answer();
    const success = await screen.findByRole('alert', {}, WAIT);
    expect(within(success).getByText(ENGLISH.successMessage)).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('shows the stored draft at once, and answers a held Send for the fields as the visitor left them', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch();
    saveDraft({ fullName: 'Grace', email: 'grace@example.org', message: 'Saved before' });
    const container = prerendered();
    expect(field(ENGLISH.fullName)).toHaveValue('Grace');
    expect(field(ENGLISH.message)).toHaveValue('Saved before');
    await user.clear(field(ENGLISH.email));
    await user.click(send());
    expect(container).toHaveAttribute('aria-busy', 'true');

    await hydrate(container);
    expect(await screen.findByText(ENGLISH.emailInvalid, {}, WAIT)).toBeVisible();
    expect(field(ENGLISH.email)).toHaveValue('');
    expect(field(ENGLISH.email)).toHaveFocus();
    expect(field(ENGLISH.fullName)).toHaveValue('Grace');
    expect(calls).toEqual([]);
  });

  it('withdraws a held Send on Reset, with the stored draft: once it works, nothing is sent or shown', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch();
    saveDraft({ fullName: 'Grace', email: 'grace@example.org', message: 'Saved before' });
    const container = prerendered();
    await user.click(send());
    await user.click(screen.getByRole('button', { name: ENGLISH.reset }));
    expect(container).not.toHaveAttribute('aria-busy');
    expect(field(ENGLISH.message)).toHaveValue('');

    await hydrate(container);
    expect(field(ENGLISH.message)).toHaveValue('');
    expect(screen.queryByText(ENGLISH.emailInvalid)).toBeNull();
    expect(loadDraft()).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the captcha script, for a form that hydrates far from view', { timeout: 30_000 }, () => {
  beforeEach(() => {
    formFarAway();
    // Google's API not there yet: the form must load it.
    vi.stubGlobal('grecaptcha', undefined);
    noCaptchaScriptYet();
  });

  it('is asked for at once when a field was focused before the form worked', async () => {
    const container = prerendered();
    field(ENGLISH.fullName).focus();
    await hydrate(container);
    await waitFor(() => expect(captchaScripts()).toHaveLength(1), WAIT);
  });

  it('is not, when the focus is elsewhere on the page', async () => {
    const container = prerendered();
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    await hydrate(container);
    expect(document.activeElement).toBe(elsewhere);
    expect(captchaScripts()).toHaveLength(0);
  });
});

describe('the form once hydrated', { timeout: 30_000 }, () => {
  it('is the form a render in the browser draws: React keeps a prerendered attribute that differs', async () => {
    const hydrated = prerendered();
    await hydrate(hydrated);
    const drawn = document.body.appendChild(document.createElement('div'));
    drawn.dataset.island = 'contact';
    await act(async () => {
      const root = createRoot(drawn, { identifierPrefix: islandIdPrefix('contact') });
      roots.push(root);
      root.render(islandTree(form(), () => drawn.setAttribute('data-hydrated', '')));
    });
    await waitFor(() => expect(drawn).toHaveAttribute('data-hydrated'), WAIT);
    expect(islandShape(drawn).filter((line) => /^(input|textarea) /.test(line))).toHaveLength(FIELDS.length);
    expect(islandShape(hydrated)).toEqual(islandShape(drawn));
  });
});
