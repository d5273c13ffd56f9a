import type { Profile, Site } from '@/content/types';
import { ENGLISH } from '../config/english';
import { homeHead as homeHeadWith, notFoundHead as notFoundHeadWith, pageTitle, type ShareImage } from './head';
import { languageOf } from '../config/language';
import { PAGE_COLOR } from '../config/theme';

const profile: Profile = {
  name: 'Ada Lovelace',
  role: 'Analytical engine programmer',
  bio: [],
  photo: '/assets/ada.jpg',
  photoAlt: 'Portrait of Ada Lovelace',
  links: [
    { label: 'GitHub', url: 'https://github.com/ada' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' },
  ],
};

// Asset paths as the build gives them: already under the base path.
const site: Site = {
  url: 'https://ada.example/',
  description: 'Programs for engines that weave algebra.',
  shareImageAlt: 'Ada at her desk',
  favicon: '/assets/favicon-3c4d.svg',
  touchIcon: '/assets/touch-icon-5e6f.png',
};

const shareImage: ShareImage = { url: '/assets/share-1a2b.png', width: 1200, height: 630 };
const homeHead = (owner: Profile, ownSite: Site, base: string, image = shareImage) =>
  homeHeadWith(owner, ownSite, base, image, languageOf('en'));
const notFoundHead = (owner: Profile, ownSite: Site, base: string) => notFoundHeadWith(owner, ownSite, base, ENGLISH);

/** The tags as a browser reads them, in the head of a page. */
function parse(head: string) {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body></body></html>`,
    'text/html',
  );
  const one = (selector: string) => {
    const found = doc.querySelectorAll(selector);
    expect(found, selector).toHaveLength(1);
    return found[0] as Element;
  };
  return {
    doc,
    title: () => one('title').textContent,
    metaName: (name: string) => one(`meta[name="${name}"]`).getAttribute('content'),
    metaProperty: (property: string) => one(`meta[property="${property}"]`).getAttribute('content'),
    link: (rel: string) => one(`link[rel="${rel}"]`),
    jsonLd: (): unknown => JSON.parse(one('script[type="application/ld+json"]').textContent),
  };
}

describe('page titles', () => {
  it('name the owner and the role, or say the page is missing', () => {
    expect(pageTitle(profile)).toBe('Ada Lovelace — Analytical engine programmer');
    expect(ENGLISH.notFoundTitle(profile.name)).toBe('Page not found — Ada Lovelace');
  });
});

describe('the home page head', () => {
  it('has the title, the description and the canonical URL', () => {
    const head = parse(homeHead(profile, site, '/'));
    expect(head.title()).toBe('Ada Lovelace — Analytical engine programmer');
    expect(head.metaName('description')).toBe('Programs for engines that weave algebra.');
    expect(head.link('canonical').getAttribute('href')).toBe('https://ada.example/');
  });

  it('has the Open Graph card with the share image as an absolute URL', () => {
    const head = parse(homeHead(profile, site, '/'));
    expect(head.metaProperty('og:type')).toBe('website');
    expect(head.metaProperty('og:url')).toBe('https://ada.example/');
    expect(head.metaProperty('og:title')).toBe('Ada Lovelace — Analytical engine programmer');
    expect(head.metaProperty('og:description')).toBe('Programs for engines that weave algebra.');
    expect(head.metaProperty('og:image')).toBe('https://ada.example/assets/share-1a2b.png');
    expect(head.metaProperty('og:image:width')).toBe('1200');
    expect(head.metaProperty('og:image:height')).toBe('630');
    expect(head.metaProperty('og:image:alt')).toBe('Ada at her desk');
  });

  it('says what the share image shows in the name and role when the owner gives no words for it', () => {
    const head = parse(homeHead(profile, { ...site, shareImageAlt: undefined }, '/'));
    expect(head.metaProperty('og:image:alt')).toBe('Ada Lovelace — Analytical engine programmer');
    expect(head.metaName('twitter:image:alt')).toBe('Ada Lovelace — Analytical engine programmer');
  });

  it("gives the share image's own size, for an owner's image of another size", () => {
    const own = { url: '/assets/own-9z.jpg', width: 1600, height: 840 };
    const head = parse(homeHead(profile, site, '/', own));
    expect(head.metaProperty('og:image')).toBe('https://ada.example/assets/own-9z.jpg');
    expect(head.metaProperty('og:image:width')).toBe('1600');
    expect(head.metaProperty('og:image:height')).toBe('840');
    expect(head.jsonLd()).toMatchObject({ image: 'https://ada.example/assets/own-9z.jpg' });
  });

  it('has the Twitter card, a large image with the same texts', () => {
    const head = parse(homeHead(profile, site, '/'));
    expect(head.metaName('twitter:card')).toBe('summary_large_image');
    expect(head.metaName('twitter:title')).toBe('Ada Lovelace — Analytical engine programmer');
    expect(head.metaName('twitter:description')).toBe('Programs for engines that weave algebra.');
    expect(head.metaName('twitter:image')).toBe('https://ada.example/assets/share-1a2b.png');
    expect(head.metaName('twitter:image:alt')).toBe('Ada at her desk');
  });

  it('describes the owner as a schema.org Person, with the profile links as sameAs', () => {
    expect(parse(homeHead(profile, site, '/')).jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada Lovelace',
      jobTitle: 'Analytical engine programmer',
      url: 'https://ada.example/',
      image: 'https://ada.example/assets/share-1a2b.png',
      inLanguage: 'en',
      sameAs: ['https://github.com/ada', 'https://www.linkedin.com/in/ada'],
    });
  });

  it("says the page's language to sharing cards and search engines", () => {
    const head = parse(homeHeadWith(profile, site, '/', shareImage, languageOf('ar')));
    expect(head.doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('ar_EG');
    expect(head.jsonLd()).toMatchObject({ inLanguage: 'ar' });
  });

  it('gives no sameAs when the owner lists no profiles', () => {
    expect(parse(homeHead({ ...profile, links: undefined }, site, '/')).jsonLd()).not.toHaveProperty('sameAs');
  });

  it('lets search engines index the page', () => {
    expect(parse(homeHead(profile, site, '/')).doc.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe.each([
  ['home', homeHead],
  ['not-found', notFoundHead],
])('the %s page head', (_, head) => {
  it('links the icons and the web manifest, and sets the theme colour', () => {
    const parsed = parse(head(profile, site, '/'));
    expect(parsed.link('icon').getAttribute('href')).toBe('/assets/favicon-3c4d.svg');
    expect(parsed.link('icon').getAttribute('type')).toBe('image/svg+xml');
    expect(parsed.link('apple-touch-icon').getAttribute('href')).toBe('/assets/touch-icon-5e6f.png');
    expect(parsed.link('manifest').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(parsed.metaName('theme-color')).toBe(PAGE_COLOR);
  });

  it('puts each tag on its own line, indented like the rest of the document head', () => {
    const text = head(profile, site, '/');
    const lines = text.split('\n');
    expect(lines).toHaveLength(parse(text).doc.head.children.length);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {4}<\w/);
  });

  it('keeps every tag in the head', () => {
    expect(parse(head(profile, site, '/')).doc.body.childNodes).toHaveLength(0);
  });
});

describe('a site served under a sub-path', () => {
  const subPathSite: Site = {
    ...site,
    url: 'https://ada.github.io/portfolio/',
    favicon: '/portfolio/assets/favicon-3c4d.svg',
    touchIcon: '/portfolio/assets/touch-icon-5e6f.png',
  };

  it('keeps the sub-path in the canonical URL, the share image and the JSON-LD', () => {
    const head = parse(
      homeHead(profile, subPathSite, '/portfolio/', { ...shareImage, url: '/portfolio/assets/share-1a2b.png' }),
    );
    expect(head.link('canonical').getAttribute('href')).toBe('https://ada.github.io/portfolio/');
    expect(head.metaProperty('og:url')).toBe('https://ada.github.io/portfolio/');
    expect(head.metaProperty('og:image')).toBe('https://ada.github.io/portfolio/assets/share-1a2b.png');
    expect(head.metaName('twitter:image')).toBe('https://ada.github.io/portfolio/assets/share-1a2b.png');
    expect(head.jsonLd()).toMatchObject({
      url: 'https://ada.github.io/portfolio/',
      image: 'https://ada.github.io/portfolio/assets/share-1a2b.png',
    });
  });

  it.each([
    ['home', homeHead],
    ['not-found', notFoundHead],
  ])('links the %s page icons and manifest under the base path', (_, head) => {
    const parsed = parse(head(profile, subPathSite, '/portfolio/'));
    expect(parsed.link('icon').getAttribute('href')).toBe('/portfolio/assets/favicon-3c4d.svg');
    expect(parsed.link('apple-touch-icon').getAttribute('href')).toBe('/portfolio/assets/touch-icon-5e6f.png');
    expect(parsed.link('manifest').getAttribute('href')).toBe('/portfolio/manifest.webmanifest');
  });
});

describe('owner text with markup characters', () => {
  const owner: Profile = { ...profile, name: 'Ada "AJ" <Lovelace> & Co', role: 'R&D' };
  const ownSite: Site = { ...site, description: 'Fish & <chips> "now"', shareImageAlt: 'Ada\'s "desk" & <lamp>' };

  it('is escaped in the markup', () => {
    const head = homeHead(owner, ownSite, '/');
    expect(head).toContain('<title>Ada &quot;AJ&quot; &lt;Lovelace&gt; &amp; Co — R&amp;D</title>');
    expect(head).toContain('<meta name="description" content="Fish &amp; &lt;chips&gt; &quot;now&quot;" />');
    expect(notFoundHead(owner, ownSite, '/')).toContain(
      '<title>Page not found — Ada &quot;AJ&quot; &lt;Lovelace&gt; &amp; Co</title>',
    );
  });

  it('reads back unchanged, all of it inside the head', () => {
    const head = parse(homeHead(owner, ownSite, '/'));
    expect(head.title()).toBe('Ada "AJ" <Lovelace> & Co — R&D');
    expect(head.metaName('description')).toBe('Fish & <chips> "now"');
    expect(head.metaProperty('og:title')).toBe('Ada "AJ" <Lovelace> & Co — R&D');
    expect(head.metaName('twitter:image:alt')).toBe('Ada\'s "desk" & <lamp>');
    expect(head.doc.body.childNodes).toHaveLength(0);
  });

  it('cannot close the JSON-LD script', () => {
    const owner = { ...profile, name: 'Ada</script><script>alert(1)</script>' };
    const head = parse(homeHead(owner, site, '/'));
    expect(head.doc.querySelectorAll('script')).toHaveLength(1);
    expect(head.jsonLd()).toMatchObject({ name: 'Ada</script><script>alert(1)</script>' });
  });
});

describe('the not-found page head', () => {
  it('has its own title and asks not to be indexed', () => {
    const head = parse(notFoundHead(profile, site, '/'));
    expect(head.title()).toBe('Page not found — Ada Lovelace');
    expect(head.metaName('robots')).toBe('noindex');
  });

  it('offers nothing to index or share', () => {
    const { doc } = parse(notFoundHead(profile, site, '/'));
    expect(
      doc.querySelector(
        'link[rel="canonical"], meta[name="description"], meta[property^="og:"], meta[name^="twitter:"], script',
      ),
    ).toBeNull();
  });
});
