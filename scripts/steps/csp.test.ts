import { createHash } from 'node:crypto';
import { contentSecurityPolicy, scriptHash } from './csp.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the Content-Security-Policy', () => {
  it('allows an inline script by the sha256 of its exact text', () => {
    expect(scriptHash('go()')).toBe("'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='");
  });

  it('allows exactly the site, its script hashes, reCAPTCHA and the EmailJS origin', () => {
    const directives = (csp: string) =>
      Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    const meta = {
      'default-src': ["'self'"],
      'script-src': ["'self'", sha('go()'), 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'https://api.emailjs.com'],
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    };
    const input = { scriptHashes: [sha('go()'), sha('go()')], emailOrigin: 'https://api.emailjs.com/api/v1.0' };
    // In a <meta>, frame-ancestors is ignored with a console error: only the header has it.
    expect(directives(contentSecurityPolicy({ ...input, forHeader: false }))).toEqual(meta);
    expect(directives(contentSecurityPolicy({ ...input, forHeader: true }))).toEqual({
      ...meta,
      'frame-ancestors': ["'none'"],
    });
    expect(
      contentSecurityPolicy({ scriptHashes: [], emailOrigin: 'http://127.0.0.1:8787/', forHeader: true }),
    ).toContain("connect-src 'self' http://127.0.0.1:8787; ");
  });

  it("takes reCAPTCHA's scripts and frames from a stand-in's origin alone where one is given", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      emailOrigin: 'https://api.emailjs.com',
      captchaOrigin: 'http://127.0.0.1:8789',
      forHeader: false,
    });
    expect(csp).toContain("script-src 'self' http://127.0.0.1:8789/recaptcha/; ");
    expect(csp).toContain('frame-src http://127.0.0.1:8789/recaptcha/; ');
    expect(csp).not.toContain('google');
  });

  it('names where violations are reported in the header only, and only when asked', () => {
    const input = { scriptHashes: [], emailOrigin: 'https://api.emailjs.com', reportUri: 'http://127.0.0.1:8789/r' };
    expect(contentSecurityPolicy({ ...input, forHeader: true })).toMatch(/; report-uri http:\/\/127\.0\.0\.1:8789\/r$/);
    expect(contentSecurityPolicy({ ...input, forHeader: false })).not.toContain('report-uri');
    expect(contentSecurityPolicy({ ...input, reportUri: undefined, forHeader: true })).not.toContain('report-uri');
  });
});
