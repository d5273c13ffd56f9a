/**
 * Whether a URL path is the site's one page: the base path itself, its `index.html`, or the base
 * without its trailing slash. Any other path is not found, also on hosts that answer every path
 * with index.html.
 */
export function isHomePath(pathname: string, base: string): boolean {
  const home = base.endsWith('/') ? base : `${base}/`;
  return pathname === home || pathname === `${home}index.html` || pathname === home.slice(0, -1);
}

/**
 * The site's address as every output writes it: origin and path, the path ending in "/", so that
 * "sitemap.xml" or an asset path can be appended to it. An owner may write it either way
 * (`https://you.dev`, `https://you.dev/portfolio`); query and fragment are not part of where a site is served.
 */
export function siteAddress(url: string): string {
  const parsed = new URL(url);
  if (!parsed.pathname.endsWith('/')) parsed.pathname += '/';
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}
