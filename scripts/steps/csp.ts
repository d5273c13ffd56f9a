import { createHash } from 'node:crypto';

import { RECAPTCHA_ORIGIN } from '../../src/app/config/contactSettings.ts';

// The Content-Security-Policy of the built site: exactly what it needs.
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** Google's scripts and frames; a stand-in's (some browser tests), all under its own /recaptcha/. */
function recaptchaSources(captchaOrigin: string) {
  if (captchaOrigin === RECAPTCHA_ORIGIN) return { scripts: RECAPTCHA_SCRIPTS, frames: RECAPTCHA_FRAMES };
  const own = [`${new URL(captchaOrigin).origin}/recaptcha/`];
  return { scripts: own, frames: own };
}

/** The CSP source that allows one inline script: the sha256 of its exact text. */
export const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

export interface PolicyInput {
  readonly scriptHashes: readonly string[];
  /** The EmailJS API origin the form posts to. */
  readonly emailOrigin: string;
  /** Where the reCAPTCHA script comes from: Google's origin, or a stand-in's in some browser tests. */
  readonly captchaOrigin?: string;
  /** frame-ancestors only works in a header; in a <meta> it is ignored with a console error. */
  readonly forHeader: boolean;
  /** Where browsers report a violation (header only): set for some browser tests, never by an owner's build. */
  readonly reportUri?: string;
}

export function contentSecurityPolicy({
  scriptHashes,
  emailOrigin,
  captchaOrigin = RECAPTCHA_ORIGIN,
  forHeader,
  reportUri,
}: PolicyInput): string {
  const recaptcha = recaptchaSources(captchaOrigin);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...new Set(scriptHashes), ...recaptcha.scripts],
    // 'unsafe-inline' for styles only: Mantine writes style attributes and a <style> of theme
    // variables, and reCAPTCHA injects its own; style attributes cannot be allowed by hash.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", new URL(emailOrigin).origin],
    'frame-src': recaptcha.frames,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(forHeader ? { 'frame-ancestors': ["'none'"] } : {}),
    ...(forHeader && reportUri ? { 'report-uri': [reportUri] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
