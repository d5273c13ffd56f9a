import { act } from '@testing-library/react';
import { retryCaptchaScript } from '@/features/contact/captchaScript';
import type { ContactSettings } from '@/features/contact/settings';

// What the contact form's jsdom tests share: its settings, the browser parts jsdom lacks, and
// stubs of Google's reCAPTCHA API and of EmailJS's HTTP call.

export const settings: ContactSettings = {
  email: { publicKey: 'public-key', serviceId: 'service', templateId: 'template', origin: 'https://mail.example' },
  recaptchaSiteKey: 'site-key',
  recaptchaOrigin: 'https://www.google.com',
};

/** The form's chunk, Mantine and a busy machine: waits longer than Testing Library's default. */
export const WAIT = { timeout: 10_000 };

/** The form is in view from the start, so the captcha script is requested at once. */
export class InView {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

/**
 * The form far below the fold: the observer reports it out of view until the test brings it within
 * its margin. Returns the margins asked for and a way to scroll it near.
 */
export function formFarAway() {
  const watching = new Set<(entries: { isIntersecting: boolean }[]) => void>();
  const margins: (string | undefined)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
        options?: { rootMargin?: string },
      ) {
        margins.push(options?.rootMargin);
      }
      observe() {
        watching.add(this.callback);
        this.callback([{ isIntersecting: false }]);
      }
      disconnect() {
        watching.delete(this.callback);
      }
    },
  );
  return {
    margins,
    comeNear: () => act(() => watching.forEach((callback) => callback([{ isIntersecting: true }]))),
  };
}

/** Google's script as the form asks for it: one element per try. */
export const captchaScripts = () => document.querySelectorAll('script[src*="/recaptcha/api.js"]');

/**
 * The loader inserts a script once per address for the page's life: a test that counts the scripts
 * starts with none in the page and an address not yet asked for.
 */
export function noCaptchaScriptYet() {
  captchaScripts().forEach((script) => script.remove());
  retryCaptchaScript();
}

/**
 * Google's loaded script: render gives a widget, execute answers through the render's callback, like
 * the real one; with `answers: false`, never, as for a challenge the visitor leaves open. Returns
 * execute and reset, to see when they were called.
 */
export function stubGrecaptcha({ answers = true } = {}) {
  const widgets: { callback: (token: string) => void }[] = [];
  let issued = 0;
  const execute = vi.fn((id: number) => {
    if (answers) setTimeout(() => widgets[id]?.callback(`token-${(issued += 1)}`), 0);
  });
  const reset = vi.fn();
  vi.stubGlobal('grecaptcha', {
    render: (_element: HTMLElement, params: { callback: (token: string) => void }) => widgets.push(params) - 1,
    execute,
    reset,
    getResponse: () => '',
  });
  return { execute, reset };
}

/** EmailJS's POST, answered when the test says so (the oldest unanswered first); the calls are kept. */
export function stubFetch() {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const waiting: (() => void)[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    return new Promise<Response>((resolve) => {
      waiting.push(() => resolve(new Response('OK', { status: 200 })));
    });
  });
  return { calls, answer: () => waiting.shift()?.() };
}
