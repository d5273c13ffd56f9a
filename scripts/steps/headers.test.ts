import { headersFor, parseHeadersFile } from '../plugins/staticHost.ts';
import { NGINX_DIR, headersFile, nginxHeaders, securityHeaders } from './headers.ts';

const CSP = "default-src 'self'; script-src 'self' 'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='";
const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];

/** The headers of an nginx include, as nginx sends them: every `add_header name "value" always;`. */
function parseNginx(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of text.split('\n').filter((l) => l && !l.startsWith('#'))) {
    const match = /^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/.exec(line);
    if (!match?.[1] || match[2] === undefined) throw new Error(`not an add_header line: ${line}`);
    headers.set(match[1].toLowerCase(), match[2].replace(/\\(.)/g, '$1'));
  }
  return headers;
}

describe('the headers of the built site', () => {
  it('carry the policy and the other security headers, with HSTS for the site itself only', () => {
    const headers = new Map(securityHeaders(CSP).map(([name, value]) => [name.toLowerCase(), value]));
    expect(headers.get('content-security-policy')).toBe(CSP);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Every powerful feature the page never uses is refused, for it and for any frame in it.
    expect(headers.get('permissions-policy')?.split(', ').sort()).toEqual(
      [
        'accelerometer',
        'browsing-topics',
        'camera',
        'geolocation',
        'gyroscope',
        'magnetometer',
        'microphone',
        'payment',
        'usb',
      ].map((feature) => `${feature}=()`),
    );
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('strict-transport-security')).toBe('max-age=63072000');
  });

  it('give every path of _headers the security headers and assets/ a year of cache, as the hosts apply it', () => {
    const rules = parseHeadersFile(headersFile('/portfolio/', CSP));
    expect(headersFor(rules, '/elsewhere/').size).toBe(0);
    const page = headersFor(rules, '/portfolio/');
    const asset = headersFor(rules, '/portfolio/assets/entry-client-1.js');
    for (const name of [...SECURITY, 'strict-transport-security', 'x-frame-options']) {
      expect(page.get(name), name).toBeTruthy();
      expect(asset.get(name), name).toBe(page.get(name));
    }
    expect(page.has('cache-control')).toBe(false);
    // Assets' names change with their content: a year, never checked again.
    expect(asset.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('name no header in two rules of _headers, where Cloudflare would join the two values', () => {
    const names = parseHeadersFile(headersFile('/', CSP)).flatMap((r) => r.headers.map(([name]) => name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('write for nginx exactly what the hosts send, each file with its Cache-Control', () => {
    const files = nginxHeaders(CSP);
    expect(Object.keys(files)).toEqual([`${NGINX_DIR}/pages.conf`, `${NGINX_DIR}/assets.conf`]);
    const rules = parseHeadersFile(headersFile('/', CSP));
    expect(parseNginx(files[`${NGINX_DIR}/pages.conf`] ?? '')).toEqual(
      // The pages keep their names: checked with the server at every use.
      new Map([...headersFor(rules, '/'), ['cache-control', 'no-cache']]),
    );
    expect(parseNginx(files[`${NGINX_DIR}/assets.conf`] ?? '')).toEqual(headersFor(rules, '/assets/x.js'));
  });

  it('quote values for nginx, and refuse what nginx would read as a variable or the end of the line', () => {
    expect(parseNginx(nginxHeaders('a "b" \\c')[`${NGINX_DIR}/pages.conf`] ?? '').get('content-security-policy')).toBe(
      'a "b" \\c',
    );
    expect(() => nginxHeaders("script-src 'self' $host")).toThrow('Content-Security-Policy');
    expect(() => nginxHeaders('a\nb')).toThrow('Content-Security-Policy');
  });
});
