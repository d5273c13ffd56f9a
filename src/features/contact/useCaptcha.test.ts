import { act, renderHook } from '@testing-library/react';
import type { ReCAPTCHA } from 'react-google-recaptcha';
import { formFarAway, noCaptchaScriptYet } from '@/test/contactForm';
import { useCaptcha, type Captcha } from './useCaptcha';

/** A form in the page, with a field, and the ref the hook is given. */
function formInPage() {
  const form = document.createElement('form');
  form.innerHTML = '<input name="fullName">';
  document.body.append(form);
  return { form, ref: { current: form } };
}

/**
 * Draws a widget whose execution answers with `token`, through the change event as Google's does,
 * and reports its script loaded, or `errored`.
 */
function draw(captcha: Captcha, token: string, script: { errored?: boolean } = {}) {
  const reset = vi.fn();
  const executeAsync = vi.fn(() => {
    captcha.onToken(token);
    return Promise.resolve(token);
  });
  act(() => {
    captcha.widgetRef({ executeAsync, reset } as unknown as ReCAPTCHA);
    captcha.onScriptLoad(script);
  });
  return { executeAsync, reset };
}

beforeEach(() => {
  noCaptchaScriptYet();
  // Google's widget code, run: the script counts as loaded once the widget says so.
  vi.stubGlobal('grecaptcha', { render: () => 0 });
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the captcha', () => {
  it('is drawn once the form comes within 200 px of the viewport, not before', () => {
    const far = formFarAway();
    const { ref } = formInPage();
    const { result } = renderHook(() => useCaptcha(ref));
    expect(result.current.wanted).toBe(false);
    expect(far.margins).toEqual(['200px 0px']);
    far.comeNear();
    expect(result.current.wanted).toBe(true);
  });

  it('is drawn at once when a field of the form has the focus, however far the form is', () => {
    formFarAway();
    const { form, ref } = formInPage();
    form.querySelector('input')?.focus();
    const { result } = renderHook(() => useCaptcha(ref));
    expect(result.current.wanted).toBe(true);
  });

  it('gives no token while it is not drawn: the next try has it', async () => {
    formFarAway();
    const { ref } = formInPage();
    const { result } = renderHook(() => useCaptcha(ref));
    await expect(result.current.getToken()).resolves.toEqual({ kind: 'closed' });
  });

  it("gives the drawn widget's token, and resets the widget: a token is spent once", async () => {
    formFarAway();
    const { ref } = formInPage();
    const { result } = renderHook(() => useCaptcha(ref));
    const drawn = draw(result.current, 'token-1');
    await expect(result.current.getToken()).resolves.toEqual({ kind: 'token', token: 'token-1' });
    expect(drawn.reset).toHaveBeenCalledTimes(1);
  });

  it('tries a script that could not load again, with a new widget, and gives its token', async () => {
    formFarAway();
    const { ref } = formInPage();
    const { result } = renderHook(() => useCaptcha(ref));
    const first = draw(result.current, 'never', { errored: true });
    const tryBefore = result.current.scriptTry;
    let token: ReturnType<typeof result.current.getToken> | undefined;
    act(() => {
      token = result.current.getToken();
    });
    expect(result.current.scriptTry).not.toBe(tryBefore);
    draw(result.current, 'token-2');
    await expect(token).resolves.toEqual({ kind: 'token', token: 'token-2' });
    expect(first.executeAsync).not.toHaveBeenCalled();
  });
});
