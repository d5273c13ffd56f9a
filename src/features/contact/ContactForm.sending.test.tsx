import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import ContactForm from './ContactForm';
import { InView, WAIT, noCaptchaScriptYet, settings, stubFetch, stubGrecaptcha } from '@/test/contactForm';
import { NO_CHALLENGE_TIMEOUT_MS, captchaFailureMessage } from './captcha';
import { SEND_TIMEOUT_MS } from './send';
import { ENGLISH } from '@/test/texts';

// The form as a visitor uses it, in jsdom: typing with user-event, Google's reCAPTCHA as a stub of
// its `grecaptcha` API, and EmailJS's HTTP call answered by a stubbed fetch.

const messageOf = (call: { body: Record<string, unknown> } | undefined) =>
  (call?.body.template_params as Record<string, unknown> | undefined)?.message;

const field = (name: string) => screen.getByRole('textbox', { name });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(ENGLISH.fullName), 'Ada Lovelace');
  await user.type(field(ENGLISH.email), 'ada@example.org');
  await user.type(field(ENGLISH.message), 'Hello 🎉');
}

/** Renders the form, fills it and sends it: the POST is made and held until the test answers it. */
async function startSending(user: ReturnType<typeof userEvent.setup>, ownerEmail?: string) {
  const fetch = stubFetch();
  render(<ContactForm texts={ENGLISH} settings={settings} ownerEmail={ownerEmail} />);
  await fill(user);
  await user.click(screen.getByRole('button', { name: ENGLISH.send }));
  await waitFor(() => expect(fetch.calls).toHaveLength(1), WAIT);
  return fetch;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', InView);
  stubGrecaptcha();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Mantine's first render in jsdom takes seconds on a busy machine.
describe('ContactForm', { timeout: 30_000 }, () => {
  it("validates on submit with the form's messages, takes the visitor to the first field to fix, sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch();
    render(<ContactForm texts={ENGLISH} settings={settings} />);
    await user.type(field(ENGLISH.email), 'not-an-email');
    await user.click(screen.getByRole('button', { name: ENGLISH.send }));
    expect(await screen.findByText(ENGLISH.fullNameShort(2))).toBeVisible();
    expect(screen.getByText(ENGLISH.emailInvalid)).toBeVisible();
    expect(screen.getByText(ENGLISH.messageEmpty)).toBeVisible();
    expect(field(ENGLISH.fullName)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends the values with a token it then spends, says so and empties the form', async () => {
    const { reset } = stubGrecaptcha();
    const user = userEvent.setup();
    const { calls, answer } = await startSending(user);
    // A token is good for one send: the widget is reset for the next.
    expect(reset).toHaveBeenCalledTimes(1);
    expect(calls[0]?.url).toBe('https://mail.example/api/v1.0/email/send');
    expect(calls[0]?.body).toMatchObject({
      user_id: 'public-key',
      template_params: {
        fullName: 'Ada Lovelace',
        email: 'ada@example.org',
        message: 'Hello 🎉',
        'g-recaptcha-response': 'token-1',
      },
    });
    answer();
    const success = await screen.findByRole('alert', {}, WAIT);
    expect(within(success).getByText(ENGLISH.successMessage)).toBeVisible();
    await waitFor(() => expect(field(ENGLISH.message)).toHaveValue(''));
  });

  it('sends once however often the form is submitted while a send is in flight, and says nothing else', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { calls, answer } = stubFetch();
      render(<ContactForm texts={ENGLISH} settings={settings} />);
      await fill(user);
      const form = screen.getByRole('form', { name: ENGLISH.contactForm }) as HTMLFormElement;
      // Past the button (loading while it sends): Enter in a field, or a script, submits the form itself,
      // twice in one task before the form renders again.
      form.requestSubmit();
      form.requestSubmit();
      await waitFor(() => expect(calls).toHaveLength(1), WAIT);
      form.requestSubmit();
      await user.type(field(ENGLISH.email), '{Enter}');
      answer();
      await screen.findByText(ENGLISH.successMessage, {}, WAIT);
      expect(calls).toHaveLength(1);
      // A second submit let through would wait for a captcha token that went to the first, and say
      // the captcha was not completed once its time ran out (an error stays until closed; the success
      // closes by itself).
      await vi.advanceTimersByTimeAsync(NO_CHALLENGE_TIMEOUT_MS);
      expect(screen.queryByText(ENGLISH.captchaRequired)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing once it is gone: a send still waiting for the captcha, or on its way, is not told', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      // One form waits for a captcha that never answers, the other for a mail service that never does.
      const { execute } = stubGrecaptcha({ answers: false });
      const waiting = render(<ContactForm texts={ENGLISH} settings={settings} />);
      await fill(user);
      await user.click(screen.getByRole('button', { name: ENGLISH.send }));
      await waitFor(() => expect(execute).toHaveBeenCalled(), WAIT);
      waiting.unmount();
      stubGrecaptcha();
      const { calls } = stubFetch();
      const sending = render(<ContactForm texts={ENGLISH} settings={settings} />);
      await fill(user);
      await user.click(screen.getByRole('button', { name: ENGLISH.send }));
      await waitFor(() => expect(calls).toHaveLength(1), WAIT);
      sending.unmount();
      // The next form on the page, past both time limits, hears of neither.
      render(<ContactForm texts={ENGLISH} settings={settings} />);
      await vi.advanceTimersByTimeAsync(NO_CHALLENGE_TIMEOUT_MS + SEND_TIMEOUT_MS);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps what the visitor types while the message is on its way, in the form and in the draft', async () => {
    const user = userEvent.setup();
    const { calls, answer } = await startSending(user);
    await user.type(field(ENGLISH.message), '{Enter}P.S. one more thing');
    answer();
    await screen.findByText(ENGLISH.successMessage, {}, WAIT);
    expect(messageOf(calls[0])).toBe('Hello 🎉');
    // What was sent is gone; the postscript stays, with the name and e-mail to send it.
    await waitFor(() => expect(field(ENGLISH.message)).toHaveValue('P.S. one more thing'));
    expect(field(ENGLISH.fullName)).toHaveValue('Ada Lovelace');
    expect(JSON.parse(localStorage.getItem('contact-draft') ?? '{}')).toMatchObject({ message: 'P.S. one more thing' });
    // Send takes back a focus the send took from it, not one the visitor put in the message.
    expect(field(ENGLISH.message)).toHaveFocus();
  });

  it('keeps a new message begun after Reset while the last one was on its way', async () => {
    const user = userEvent.setup();
    const { answer } = await startSending(user);
    await user.click(screen.getByRole('button', { name: ENGLISH.reset }));
    await user.type(field(ENGLISH.message), 'A new message');
    answer();
    await screen.findByText(ENGLISH.successMessage, {}, WAIT);
    expect(field(ENGLISH.message)).toHaveValue('A new message');
    expect(JSON.parse(localStorage.getItem('contact-draft') ?? '{}')).toMatchObject({ message: 'A new message' });
  });

  it('sent while the visitor typed more: the e-mail offered after a failure goes, and the rest is checked at the next Send', async () => {
    const user = userEvent.setup();
    // The mail service fails once, then takes the second try, answered when the test says so.
    const calls: unknown[] = [];
    let answer: () => void = () => undefined;
    vi.stubGlobal('fetch', () => {
      calls.push(undefined);
      if (calls.length === 1) return Promise.resolve(new Response('Busy', { status: 503 }));
      return new Promise<Response>((resolve) => {
        answer = () => resolve(new Response('OK', { status: 200 }));
      });
    });
    render(<ContactForm texts={ENGLISH} settings={settings} ownerEmail="owner@example.org" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: ENGLISH.send }));
    expect(await screen.findByRole('link', { name: 'owner@example.org' }, WAIT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: ENGLISH.send }));
    await waitFor(() => expect(calls).toHaveLength(2), WAIT);
    await user.type(field(ENGLISH.message), '{Enter}P.S. one more thing');
    answer();
    await screen.findByText(ENGLISH.successMessage, {}, WAIT);
    await waitFor(() => expect(field(ENGLISH.message)).toHaveValue('P.S. one more thing'));
    expect(screen.queryByRole('link', { name: 'owner@example.org' })).toBeNull();
    // A name emptied now is told at the next Send, not while the visitor writes.
    await user.clear(field(ENGLISH.fullName));
    expect(screen.queryByText(ENGLISH.fullNameShort(2))).toBeNull();
    await user.click(screen.getByRole('button', { name: ENGLISH.send }));
    expect(await screen.findByText(ENGLISH.fullNameShort(2))).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  it('takes Google’s script for loaded only once its widget code has run, not at api.js’s first grecaptcha', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // api.js has run, the widget's code is still on its way: a grecaptcha that can only queue `ready`.
      noCaptchaScriptYet();
      vi.stubGlobal('grecaptcha', { ready: vi.fn() });
      const fetch = stubFetch();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<ContactForm texts={ENGLISH} settings={settings} />);
      await fill(user);
      await user.click(screen.getByRole('button', { name: ENGLISH.send }));
      await vi.advanceTimersByTimeAsync(NO_CHALLENGE_TIMEOUT_MS);
      expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(captchaFailureMessage('loading', ENGLISH));
      expect(fetch.calls).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up on a mail service that does not answer: told in words, text kept, e-mail offered, a retry works', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { calls, answer } = await startSending(user, 'owner@example.org');
      await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
      const alert = await screen.findByRole('alert', {}, WAIT);
      expect(alert).toHaveTextContent(ENGLISH.sendFailed(ENGLISH.sendTimedOut(SEND_TIMEOUT_MS / 1000)));
      expect(screen.getByRole('button', { name: ENGLISH.send })).not.toHaveAttribute('data-loading');
      expect(field(ENGLISH.message)).toHaveValue('Hello 🎉');
      expect(screen.getByRole('link', { name: 'owner@example.org' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:owner@example\.org\?/),
      );
      // The abandoned request answers late: nothing more is said, nothing is cleared.
      answer();
      await vi.advanceTimersByTimeAsync(100);
      expect(screen.queryByText(ENGLISH.successMessage)).toBeNull();
      expect(field(ENGLISH.message)).toHaveValue('Hello 🎉');
      // Trying again sends again, and this time the answer comes.
      await user.click(screen.getByRole('button', { name: ENGLISH.send }));
      await waitFor(() => expect(calls).toHaveLength(2), WAIT);
      answer();
      await screen.findByText(ENGLISH.successMessage, {}, WAIT);
      await waitFor(() => expect(field(ENGLISH.message)).toHaveValue(''));
    } finally {
      vi.useRealTimers();
    }
  });
});
