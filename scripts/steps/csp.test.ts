import { createHash } from 'node:crypto';
import { contentSecurityPolicy, scriptHash } from './csp.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the Content-Security-Policy', () => {
  it('allows an inline script by the sha256 of its exact text', () => {
    expect(scriptHash('go()')).toBe("'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='");
  });

  it('allows exactly the site, its script hashes, reCAPTCHA and the EmailJS origin', () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [sha('go()')],
      emailOrigin: 'https://api.emailjs.com',
      forHeader: false,
    });
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual([
      "'self'",
      sha('go()'),
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(directives['frame-src']).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('frame-ancestors');
    expect(
      contentSecurityPolicy({ scriptHashes: [], emailOrigin: 'http://127.0.0.1:8787/', forHeader: true }),
    ).toContain("connect-src 'self' http://127.0.0.1:8787; ");
  });
});
