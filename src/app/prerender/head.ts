import type { PageTexts, Profile, Site } from '@/content/types';
import { escapeMarkup } from '@/lib/markup';
import type { Language } from '../config/language';
import { PAGE_COLOR } from '../config/theme';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;

/** The page's title: "Name — role". */
export const pageTitle = (profile: Profile) => `${profile.name} — ${profile.role}`;

/** The image shown when the page is shared: its URL (under the base path) and its size. */
export interface ShareImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** What the share image shows, for those who cannot see it: the owner's words, or the name and role. */
const shareImageAlt = (profile: Profile, site: Site) => site.shareImageAlt ?? pageTitle(profile);

/** An asset path of the build (already under the base path) as an absolute URL of the site. */
const absoluteUrl = (site: Site, path: string) => new URL(path, site.url).href;

/** Structured data for search engines; `<` escaped so that no text can close the script. */
function personJsonLd(profile: Profile, site: Site, image: string, language: Language): string {
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.role,
    url: site.url,
    image,
    inLanguage: language.tag,
    // The same profiles the navigation shows.
    sameAs: profile.links?.map((link) => link.url),
  };
  return `<script type="application/ld+json">${JSON.stringify(person).replace(/</g, '\\u003c')}</script>`;
}

function icons(site: Site, base: string): string[] {
  return [
    `<link rel="icon" href="${escapeMarkup(site.favicon)}" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="${escapeMarkup(site.touchIcon)}" />`,
    `<link rel="manifest" href="${escapeMarkup(base)}manifest.webmanifest" />`,
    `<meta name="theme-color" content="${PAGE_COLOR}" />`,
  ];
}

/** The home page's head: title, description, canonical URL, sharing cards and JSON-LD. */
export function homeHead(
  profile: Profile,
  site: Site,
  base: string,
  shareImage: ShareImage,
  language: Language,
): string {
  const title = pageTitle(profile);
  const image = absoluteUrl(site, shareImage.url);
  const alt = shareImageAlt(profile, site);
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', site.description),
    `<link rel="canonical" href="${escapeMarkup(site.url)}" />`,
    ...icons(site, base),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', site.url),
    meta('property', 'og:locale', language.ogLocale),
    meta('property', 'og:title', title),
    meta('property', 'og:description', site.description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(shareImage.width)),
    meta('property', 'og:image:height', String(shareImage.height)),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', site.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
    personJsonLd(profile, site, image, language),
  ].join('\n    ');
}

/** The not-found page's head: not to be indexed. */
export function notFoundHead(
  profile: Profile,
  site: Site,
  base: string,
  texts: Pick<PageTexts, 'notFoundTitle'>,
): string {
  return [
    `<title>${escapeMarkup(texts.notFoundTitle(profile.name))}</title>`,
    meta('name', 'robots', 'noindex'),
    ...icons(site, base),
  ].join('\n    ');
}
