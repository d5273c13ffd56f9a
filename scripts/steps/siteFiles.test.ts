import { siteAddress } from '../../src/app/config/paths.ts';
import { siteFiles, type SiteFacts } from './siteFiles.ts';

const facts: SiteFacts = {
  base: '/portfolio/',
  url: 'https://owner.github.io/portfolio/',
  name: 'Ada',
  title: 'Ada — engineer',
  favicon: '/portfolio/assets/favicon.svg',
  touchIcon: '/portfolio/assets/touch.png',
  pageColor: '#242424',
  language: { tag: 'ar', direction: 'rtl' },
  csp: "default-src 'self'",
};
const files = siteFiles(facts);

describe('the site files', () => {
  it('point search engines at the sitemap of the site URL', () => {
    expect(files['robots.txt']).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://owner.github.io/portfolio/sitemap.xml\n',
    );
    expect(files['sitemap.xml']).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://owner.github.io/portfolio/</loc></url>\n' +
        '</urlset>\n',
    );
  });

  // The address as the owner writes it, read as the build reads it (prerenderSite).
  it.each([
    ['https://jane.dev', 'https://jane.dev/'],
    ['https://jane.dev/', 'https://jane.dev/'],
    ['https://owner.github.io/portfolio', 'https://owner.github.io/portfolio/'],
    ['https://owner.github.io/portfolio/', 'https://owner.github.io/portfolio/'],
  ])('name the sitemap at %s as %ssitemap.xml', (written, address) => {
    const site = siteFiles({ ...facts, url: siteAddress(written) });
    expect(site['robots.txt']).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${address}sitemap.xml\n`);
    expect(site['sitemap.xml']).toContain(`<url><loc>${address}</loc></url>`);
  });

  it("escape the address in the sitemap's XML", () => {
    const site = siteFiles({ ...facts, url: siteAddress('https://owner.example/jane&co/<\'"/') });
    expect(site['sitemap.xml']).toContain('<loc>https://owner.example/jane&amp;co/%3C&apos;%22/</loc>');
    // Every & starts an entity: the document is well formed.
    expect(site['sitemap.xml']).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("describe the installed site under its base path, in the page colour and the pages' language and direction", () => {
    expect(JSON.parse(files['manifest.webmanifest'] ?? '')).toEqual({
      name: 'Ada — engineer',
      short_name: 'Ada',
      start_url: '/portfolio/',
      scope: '/portfolio/',
      lang: 'ar',
      dir: 'rtl',
      display: 'browser',
      background_color: '#242424',
      theme_color: '#242424',
      icons: [
        { src: '/portfolio/assets/touch.png', sizes: '180x180', type: 'image/png' },
        { src: '/portfolio/assets/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    });
  });

  it('carry the security headers for the base path, for the hosts and for nginx', () => {
    expect(files._headers).toContain("/portfolio/*\n  Content-Security-Policy: default-src 'self'\n");
    for (const file of ['_nginx/pages.conf', '_nginx/assets.conf']) {
      expect(files[file]).toContain('add_header Content-Security-Policy "default-src \'self\'" always;\n');
    }
  });
});
