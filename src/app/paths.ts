/**
 * Whether a URL path is the site's one page: the base path itself, its `index.html`, or the base
 * without its trailing slash. Any other path is not found, also on hosts that answer every path
 * with index.html.
 */
export function isHomePath(pathname: string, base: string): boolean {
  const home = base.endsWith('/') ? base : `${base}/`;
  return pathname === home || pathname === `${home}index.html` || pathname === home.slice(0, -1);
}
