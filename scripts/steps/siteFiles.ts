// The files beside the pages: robots.txt, sitemap.xml, the web manifest, and the headers for the hosts
// (_headers) and for nginx (_nginx/*.conf).
import { escapeMarkup } from '../../src/lib/markup.ts';
import { headersFile, nginxHeaders } from './headers.ts';

export interface SiteFacts {
  /** The base path the site is served under, ending in "/". */
  readonly base: string;
  /** The site's absolute URL, ending in "/" (siteAddress). */
  readonly url: string;
  readonly name: string;
  readonly title: string;
  readonly favicon: string;
  readonly touchIcon: string;
  readonly pageColor: string;
  /** The pages' language (a BCP 47 tag) and direction. */
  readonly language: { readonly tag: string; readonly direction: 'ltr' | 'rtl' };
  /** The Content-Security-Policy sent as a header. */
  readonly csp: string;
}

export function siteFiles(site: SiteFacts): Record<string, string> {
  const webManifest = {
    name: site.title,
    short_name: site.name,
    start_url: site.base,
    scope: site.base,
    lang: site.language.tag,
    dir: site.language.direction,
    display: 'browser',
    background_color: site.pageColor,
    theme_color: site.pageColor,
    icons: [
      { src: site.touchIcon, sizes: '180x180', type: 'image/png' },
      { src: site.favicon, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return {
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${site.url}sitemap.xml\n`,
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${escapeMarkup(site.url)}</loc></url>\n</urlset>\n`,
    'manifest.webmanifest': `${JSON.stringify(webManifest, null, 2)}\n`,
    _headers: headersFile(site.base, site.csp),
    ...nginxHeaders(site.csp),
  };
}
