import { expect, type Page } from '@playwright/test';
import { readOutbox, type CaughtMessage } from '../dev/mail-catcher.ts';

/** The catcher the e2e build sends to: must match VITE_EMAILJS_ORIGIN in .env.e2e. */
export const CATCHER_PORT = 8788;
export const E2E_OUTBOX = '.mail/e2e-outbox.jsonl';
export const SEND_URL = `http://127.0.0.1:${CATCHER_PORT}/api/v1.0/email/send`;

/** Messages in the catcher's outbox whose text contains `marker` (tests run in parallel). */
export async function caughtMessages(marker: string): Promise<CaughtMessage[]> {
  return (await readOutbox(E2E_OUTBOX)).filter((m) => String(m.params.message).includes(marker));
}

export type CaptchaMode = 'pass' | 'never' | 'unreachable';

declare global {
  interface Window {
    captchaStub: { mode: CaptchaMode; renders: Record<string, unknown>[]; executions: number; resets: number; issued: string[] };
  }
}

/**
 * Answers Google's reCAPTCHA script with a stub `grecaptcha` (render, execute, reset, getResponse).
 * Like the real script it calls the `onload` callback asynchronously; `execute` answers with a fresh
 * token (pass), never answers (never), or the script cannot be fetched at all (unreachable).
 */
export async function stubRecaptcha(page: Page, mode: CaptchaMode = 'pass') {
  const requests: string[] = [];
  await page.route(/^https:\/\/(www\.google\.com|www\.recaptcha\.net)\/recaptcha\/api\.js/, (route) => {
    requests.push(route.request().url());
    if (mode === 'unreachable') return route.abort('connectionrefused');
    return route.fulfill({ contentType: 'text/javascript', body: stubScript(mode) });
  });
  return requests;
}

function stubScript(mode: CaptchaMode) {
  return `(() => {
  const stub = (window.captchaStub = { mode: ${JSON.stringify(mode)}, renders: [], executions: 0, resets: 0, issued: [] });
  const widgets = [];
  window.grecaptcha = {
    render(container, params) {
      stub.renders.push({ ...params, callback: typeof params.callback });
      const badge = document.createElement('div');
      badge.className = 'grecaptcha-badge';
      badge.textContent = 'Protected by reCAPTCHA (test stub)';
      container.appendChild(badge);
      widgets.push({ params, response: '' });
      return widgets.length - 1;
    },
    execute(id) {
      stub.executions += 1;
      if (stub.mode === 'never') return;
      setTimeout(() => {
        const token = 'stub-token-' + (stub.issued.length + 1);
        stub.issued.push(token);
        widgets[id].response = token;
        widgets[id].params.callback(token);
      }, 30);
    },
    reset(id) {
      stub.resets += 1;
      if (widgets[id]) widgets[id].response = '';
    },
    getResponse(id) {
      return widgets[id] ? widgets[id].response : '';
    },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  setTimeout(() => window[onload](), 0);
})();`;
}

export async function expectNotification(page: Page, title: string, message: string) {
  const alert = page.getByRole('alert').filter({ hasText: title }).last();
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(message);
  return alert;
}
