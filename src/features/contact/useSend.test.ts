import { act, renderHook, waitFor } from '@testing-library/react';
import { settings, stubFetch } from '@/test/contactForm';
import { ENGLISH } from '@/test/texts';
import { captchaFailureMessage, type CaptchaOutcome } from './captcha';
import { loadDraft, saveDraft } from './draft';
import { useSend, type SendOptions } from './useSend';
import type { ContactValues } from './values';

const typed: ContactValues = { fullName: 'Ada Lovelace', email: 'ada@example.org', message: 'Hello' };

/** The hook with a form that holds `now`, a captcha that answers `outcome`, and what it is told. */
function sending(outcome: CaptchaOutcome, now: ContactValues = typed) {
  const form = { getValues: () => now, setValues: vi.fn(), reset: vi.fn(), clearErrors: vi.fn() };
  const tell = { sent: vi.fn(), failed: vi.fn() };
  const afresh = vi.fn();
  const options: SendOptions = {
    form,
    getToken: () => Promise.resolve(outcome),
    email: settings.email,
    texts: ENGLISH,
    tell,
    afresh,
  };
  const hook = renderHook(() => useSend(options));
  return { ...hook, form, tell, afresh };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('sending', () => {
  it('sends the values with the token, says so, and empties the form and the draft', async () => {
    const fetch = stubFetch();
    saveDraft(typed);
    const { result, form, tell, afresh } = sending({ kind: 'token', token: 'token-1' });
    let sent: Promise<void> | undefined;
    act(() => {
      sent = result.current.submit(typed);
    });
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.calls[0]?.body.template_params).toEqual({ ...typed, 'g-recaptcha-response': 'token-1' });
    expect(result.current.sending()).toBe(true);
    await act(async () => {
      fetch.answer();
      await sent;
    });
    expect(result.current.sending()).toBe(false);
    expect(tell.sent).toHaveBeenCalledTimes(1);
    expect(tell.failed).not.toHaveBeenCalled();
    expect(form.reset).toHaveBeenCalledTimes(1);
    expect(afresh).toHaveBeenCalled();
    expect(loadDraft()).toBeNull();
  });

  it('keeps what was added while it was on its way, in the form and the draft', async () => {
    const fetch = stubFetch();
    const now = { ...typed, message: 'Hello\n\nP.S.' };
    const { result, form } = sending({ kind: 'token', token: 'token-1' }, now);
    await act(async () => {
      const sent = result.current.submit(typed);
      await waitFor(() => expect(fetch.calls).toHaveLength(1));
      fetch.answer();
      await sent;
    });
    expect(form.reset).not.toHaveBeenCalled();
    expect(form.setValues).toHaveBeenCalledWith({ ...typed, message: 'P.S.' });
    expect(loadDraft()).toEqual({ ...typed, message: 'P.S.' });
  });

  it('without a token, says why, and offers the e-mail unless the visitor closed the challenge', async () => {
    const unavailable = sending({ kind: 'unavailable' });
    await act(() => unavailable.result.current.submit(typed));
    expect(unavailable.tell.failed).toHaveBeenCalledWith(captchaFailureMessage('unavailable', ENGLISH));
    expect(unavailable.result.current.fallbackOffered).toBe(true);

    const closed = sending({ kind: 'closed' });
    await act(() => closed.result.current.submit(typed));
    expect(closed.tell.failed).toHaveBeenCalledWith(captchaFailureMessage('closed', ENGLISH));
    expect(closed.result.current.fallbackOffered).toBe(false);
  });

  it('says nothing once the form is gone', async () => {
    const { result, unmount, tell } = sending({ kind: 'unavailable' });
    const sent = result.current.submit(typed);
    unmount();
    await sent;
    expect(tell.failed).not.toHaveBeenCalled();
    expect(tell.sent).not.toHaveBeenCalled();
  });

  it('resets: the form, the draft and the e-mail offered', async () => {
    saveDraft(typed);
    const { result, form, afresh } = sending({ kind: 'unavailable' });
    await act(() => result.current.submit(typed));
    expect(result.current.fallbackOffered).toBe(true);
    act(() => result.current.reset());
    expect(form.reset).toHaveBeenCalledTimes(1);
    expect(afresh).toHaveBeenCalledTimes(1);
    expect(loadDraft()).toBeNull();
    expect(result.current.fallbackOffered).toBe(false);
  });
});
