import { createHash } from 'node:crypto';

// The Content-Security-Policy of the built site: exactly what it needs.
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** The CSP source that allows one inline script: the sha256 of its exact text. */
export const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

export interface PolicyInput {
  readonly scriptHashes: readonly string[];
  /** The EmailJS API origin the form posts to. */
  readonly emailOrigin: string;
  /** frame-ancestors only works in a header; in a <meta> it is ignored with a console error. */
  readonly forHeader: boolean;
}

export function contentSecurityPolicy({ scriptHashes, emailOrigin, forHeader }: PolicyInput): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...new Set(scriptHashes), ...RECAPTCHA_SCRIPTS],
    // 'unsafe-inline' for styles only: Mantine writes style attributes and a <style> of theme
    // variables, and reCAPTCHA injects its own; style attributes cannot be allowed by hash.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", new URL(emailOrigin).origin],
    'frame-src': RECAPTCHA_FRAMES,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(forHeader ? { 'frame-ancestors': ["'none'"] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
