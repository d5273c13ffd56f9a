// The response headers of the built site, written once and rendered for each kind of server: `_headers`
// for the hosts that read it (Netlify, Cloudflare Pages; the preview server too) and files that nginx
// includes. Both come from the lists below, so the two can never differ.

export type Header = readonly [name: string, value: string];

/** The security headers every response carries: pages, the not-found page, scripts, styles, images, the PDF. */
export const securityHeaders = (csp: string): readonly Header[] => [
  ['Content-Security-Policy', csp],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  ],
  // Without includeSubDomains: a template cannot know that every subdomain of its owner's domain
  // serves HTTPS, and browsers would refuse the others for the two years (see docs/decisions.md).
  ['Strict-Transport-Security', 'max-age=63072000'],
  ['X-Frame-Options', 'DENY'],
];

/** Files under assets/ have the hash of their content in their name: a new build gives new names. */
export const ASSET_CACHE: Header = ['Cache-Control', 'public, max-age=31536000, immutable'];
/**
 * Everything else (the pages, robots.txt, the manifest) is checked with the server on every use.
 * Netlify and Cloudflare Pages send this by themselves, so `_headers` leaves it out; nginx sends
 * nothing, and browsers would then guess a lifetime from the file's age.
 */
export const PAGE_CACHE: Header = ['Cache-Control', 'no-cache'];

/** The folder of dist/ that holds the files nginx includes. The nginx recipe keeps visitors out of it. */
export const NGINX_DIR = '_nginx';

/**
 * `_headers`: a path pattern, then its headers, indented. The hosts apply every rule whose pattern
 * matches, so assets get the security headers of `/*` and their own Cache-Control; no header is
 * named in two rules, because Cloudflare would join both values into one.
 */
export function headersFile(base: string, csp: string): string {
  const rule = (pattern: string, headers: readonly Header[]) =>
    `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`;
  return rule(`${base}*`, securityHeaders(csp)) + rule(`${base}assets/*`, [ASSET_CACHE]);
}

/** One nginx `add_header` line; `always` sends it with error responses too (the 404 page). */
function addHeader([name, value]: Header): string {
  // A `$` would be read as an nginx variable and a line break would end the directive: neither can be written.
  if (/[$\r\n]/.test(value)) throw new Error(`The ${name} header cannot be written for nginx: ${value}`);
  return `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;\n`;
}

/**
 * The files nginx includes, one per kind of location: nginx drops every `add_header` of an outer
 * level in a location that has its own, so each file holds the whole set.
 */
export function nginxHeaders(csp: string): Record<string, string> {
  const file = (cache: Header) =>
    `# Written by the build from the same headers as _headers: include it, do not edit it.\n${[
      ...securityHeaders(csp),
      cache,
    ]
      .map(addHeader)
      .join('')}`;
  return { [`${NGINX_DIR}/pages.conf`]: file(PAGE_CACHE), [`${NGINX_DIR}/assets.conf`]: file(ASSET_CACHE) };
}
