import { expect, type Page } from '@playwright/test';
import { readOutbox, type CaughtMessage } from '../../dev/mail-catcher.ts';

/** The catcher the e2e build sends to: must match VITE_EMAILJS_ORIGIN in .env.e2e. */
export const CATCHER_PORT = 8788;
export const E2E_OUTBOX = '.mail/e2e-outbox.jsonl';
export const SEND_URL = `http://127.0.0.1:${CATCHER_PORT}/api/v1.0/email/send`;

/** Messages in the catcher's outbox whose text contains `marker` (tests run in parallel). */
export async function caughtMessages(marker: string): Promise<CaughtMessage[]> {
  return (await readOutbox(E2E_OUTBOX)).filter((m) => String(m.params.message).includes(marker));
}

/**
 * How the stubbed reCAPTCHA answers `execute`: a token at once (pass), Google's image challenge
 * (challenge: solved after `solveAfterMs`, or left to the visitor to close), nothing at all
 * (never), its error callback, as when the connection drops (error), the script cannot be fetched
 * (unreachable), or not the first time only, as on a flaky network, and passes from then on
 * (unreachable-once).
 */
export type CaptchaMode = 'pass' | 'challenge' | 'never' | 'error' | 'unreachable' | 'unreachable-once';

export interface CaptchaStubOptions {
  /** In challenge mode, the challenge is solved this long after it shows; without it, only the visitor closes it. */
  readonly solveAfterMs?: number;
  /** Holds Google's second script (the one api.js loads) until this settles, as on a slow network. */
  readonly release?: Promise<void>;
}

/** Where the page loads Google's scripts and frames from. */
const GOOGLE = 'https://www.google.com';
/** The script Google's api.js loads, which holds the widget's code and calls the page's onload. */
export const RELEASE_SCRIPT = 'https://www.gstatic.com/recaptcha/releases/stub/recaptcha__en.js';
/** Where a stand-in for Google (standIn.ts) serves the release script, below its origin. */
export const RELEASE_PATH = '/recaptcha/releases/stub/recaptcha__en.js';

declare global {
  interface Window {
    captchaStub: {
      mode: CaptchaMode;
      solveAfterMs: number | undefined;
      renders: Record<string, unknown>[];
      executions: number;
      /** The page's time (Date.now()) of the last execute and of the challenge last shown. */
      executedAt: number;
      shownAt: number;
      resets: number;
      issued: string[];
    };
  }
}

/** The title Google gives the challenge's iframe. */
export const CHALLENGE_TITLE = 'recaptcha challenge expires in two minutes';

export const CHALLENGE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>reCAPTCHA</title>
<style>body{margin:0;font:16px Roboto,sans-serif;background:#fff;color:#000}header{background:#1a73e8;color:#fff;padding:24px}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:4px;padding:8px}.grid div{aspect-ratio:1;background:#9aa0a6}
footer{display:flex;justify-content:flex-end;padding:8px}button{background:#1a73e8;color:#fff;border:0;padding:10px 20px}</style></head>
<body><header>Select all images with <strong>traffic lights</strong></header>
<div class="grid">${'<div></div>'.repeat(9)}</div><footer><button type="button">Verify</button></footer></body></html>`;

/**
 * Answers Google's reCAPTCHA scripts as they load: api.js, which defines a `grecaptcha` with only
 * `ready` and loads the release script from gstatic (with CORS, as Google's does), which adds the
 * stub's render, execute, reset and getResponse and calls the page's `onload` asynchronously. On
 * render it appends the hidden challenge container to <body>; the challenge frame is a small page.
 * Returns the URLs of api.js asked for.
 */
export async function stubRecaptcha(page: Page, mode: CaptchaMode = 'pass', options: CaptchaStubOptions = {}) {
  const requests: string[] = [];
  await page.route(/^https:\/\/(www\.google\.com|www\.recaptcha\.net)\/recaptcha\/api\.js/, (route) => {
    requests.push(route.request().url());
    if (mode === 'unreachable' || (mode === 'unreachable-once' && requests.length === 1)) {
      return route.abort('connectionrefused');
    }
    return route.fulfill({ contentType: 'text/javascript', body: apiScript(RELEASE_SCRIPT) });
  });
  const answers = mode === 'unreachable-once' ? 'pass' : mode;
  await page.route(RELEASE_SCRIPT, async (route) => {
    await options.release;
    await route.fulfill({
      contentType: 'text/javascript',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: stubScript(answers, options),
    });
  });
  await page.route(/^https:\/\/www\.google\.com\/recaptcha\/api2\/bframe/, (route) =>
    route.fulfill({ contentType: 'text/html', body: CHALLENGE_PAGE }),
  );
  return requests;
}

// Google's api.js, as it is shaped: its config, a grecaptcha that can only queue `ready` callbacks,
// and the release script inserted before the page's first script.
export const apiScript = (releaseScript: string) => `(() => {
  const cfg = (window.___grecaptcha_cfg = window.___grecaptcha_cfg || {});
  const gr = (window.grecaptcha = window.grecaptcha || {});
  gr.ready = gr.ready || ((f) => (cfg.fns = cfg.fns || []).push(f));
  (cfg.render = cfg.render || []).push('explicit');
  (cfg.onload = cfg.onload || []).push(new URL(document.currentScript.src).searchParams.get('onload'));
  const po = document.createElement('script');
  po.async = true;
  po.src = ${JSON.stringify(releaseScript)};
  po.crossOrigin = 'anonymous';
  const s = document.getElementsByTagName('script')[0];
  s.parentNode.insertBefore(po, s);
})();`;

/** The release script: the stub's widget, whose challenge frame comes from `origin` (Google's, or a stand-in's). */
export function stubScript(mode: CaptchaMode, { solveAfterMs }: CaptchaStubOptions, origin = GOOGLE) {
  return `(() => {
  const stub = (window.captchaStub = {
    mode: ${JSON.stringify(mode)},
    solveAfterMs: ${JSON.stringify(solveAfterMs)},
    renders: [], executions: 0, executedAt: 0, shownAt: 0, resets: 0, issued: [],
  });
  const widgets = [];
  const HIDDEN = { visibility: 'hidden', opacity: '0', top: '-10000px', transition: 'visibility 0s linear 0.3s, opacity 0.3s linear' };

  // Google's challenge: a positioned div appended to <body> at render, hidden until a challenge is
  // needed; a nearly transparent overlay behind the bframe closes it when clicked, calling nothing back.
  function challenge(sitekey) {
    const container = document.createElement('div');
    container.style.cssText = 'position: absolute; width: 100%; left: 0px; right: 0px;';
    Object.assign(container.style, HIDDEN);
    const overlay = document.createElement('div');
    overlay.style.cssText = 'width: 100%; height: 100%; position: fixed; top: 0px; left: 0px; z-index: 2000000000; background-color: rgb(255, 255, 255); opacity: 0.05;';
    const arrow = document.createElement('div');
    arrow.style.cssText = 'border: 11px solid transparent; width: 0px; height: 0px; position: absolute; pointer-events: none; margin-top: -11px; z-index: 2000000000;';
    const bubble = document.createElement('div');
    bubble.style.cssText = 'z-index: 2000000000; position: relative; margin: 0 auto; width: min(400px, calc(100% - 20px));';
    const frame = document.createElement('iframe');
    frame.title = ${JSON.stringify(CHALLENGE_TITLE)};
    frame.name = 'c-' + Math.random().toString(36).slice(2);
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('scrolling', 'no');
    frame.src = ${JSON.stringify(origin)} + '/recaptcha/api2/bframe?hl=en&v=stub&k=' + encodeURIComponent(sitekey);
    frame.style.cssText = 'width: 100%; height: 580px; background: #fff;';
    bubble.appendChild(frame);
    container.append(overlay, arrow, bubble);
    document.body.appendChild(container);
    return { container, overlay };
  }

  function show(widget) {
    stub.shownAt = Date.now();
    Object.assign(widget.challenge.container.style, {
      visibility: 'visible', opacity: '1', top: window.scrollY + 10 + 'px', transition: 'visibility 0s linear 0s, opacity 0.3s linear',
    });
  }

  function hide(widget) {
    clearTimeout(widget.solving);
    Object.assign(widget.challenge.container.style, HIDDEN);
  }

  function issue(widget) {
    const token = 'stub-token-' + (stub.issued.length + 1);
    stub.issued.push(token);
    widget.response = token;
    widget.params.callback(token);
  }

  Object.assign(window.grecaptcha, {
    render(container, params) {
      stub.renders.push({ ...params, callback: typeof params.callback });
      const badge = document.createElement('div');
      badge.className = 'grecaptcha-badge';
      badge.textContent = 'Protected by reCAPTCHA (test stub)';
      container.appendChild(badge);
      const widget = { params, response: '', challenge: challenge(params.sitekey), solving: undefined };
      widget.challenge.overlay.addEventListener('click', () => hide(widget));
      widgets.push(widget);
      return widgets.length - 1;
    },
    execute(id) {
      stub.executions += 1;
      stub.executedAt = Date.now();
      const widget = widgets[id];
      if (stub.mode === 'never') return;
      if (stub.mode === 'error') {
        setTimeout(() => widget.params['error-callback'](), 30);
        return;
      }
      if (stub.mode === 'pass') {
        setTimeout(() => issue(widget), 30);
        return;
      }
      show(widget);
      if (stub.solveAfterMs === undefined) return;
      // Solved: Google hides the challenge, then the token comes back through the badge's frame.
      widget.solving = setTimeout(() => {
        hide(widget);
        setTimeout(() => issue(widget), 50);
      }, stub.solveAfterMs);
    },
    reset(id) {
      stub.resets += 1;
      const widget = widgets[id];
      if (!widget) return;
      widget.response = '';
      hide(widget);
    },
    getResponse(id) {
      return widgets[id] ? widgets[id].response : '';
    },
  });
  const cfg = window.___grecaptcha_cfg;
  setTimeout(() => {
    for (const ready of cfg.fns || []) ready();
    for (const onload of cfg.onload) window[onload]();
  }, 0);
})();`;
}

export async function expectNotification(page: Page, title: string, message: string) {
  const alert = page.getByRole('alert').filter({ hasText: title }).last();
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(message);
  return alert;
}
