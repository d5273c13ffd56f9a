import type { Profile, Site } from '@/content/types';
import { PAGE_COLOR } from './theme';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The page's title: "Name — role". */
export const pageTitle = (profile: Profile) => `${profile.name} — ${profile.role}`;

export const notFoundTitle = (profile: Profile) => `Page not found — ${profile.name}`;

/** An asset path of the build (already under the base path) as an absolute URL of the site. */
const absoluteUrl = (site: Site, path: string) => new URL(path, site.url).href;

/** Structured data for search engines; `<` escaped so that no text can close the script. */
function personJsonLd(profile: Profile, site: Site): string {
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.role,
    url: site.url,
    image: absoluteUrl(site, site.shareImage),
    // The same profiles the navigation shows.
    sameAs: profile.links?.map((link) => link.url),
  };
  return `<script type="application/ld+json">${JSON.stringify(person).replace(/</g, '\\u003c')}</script>`;
}

function icons(site: Site, base: string): string[] {
  return [
    `<link rel="icon" href="${escapeHtml(site.favicon)}" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="${escapeHtml(site.touchIcon)}" />`,
    `<link rel="manifest" href="${escapeHtml(base)}manifest.webmanifest" />`,
    `<meta name="theme-color" content="${PAGE_COLOR}" />`,
  ];
}

/** The home page's head: title, description, canonical URL, sharing cards and JSON-LD. */
export function homeHead(profile: Profile, site: Site, base: string): string {
  const title = pageTitle(profile);
  const image = absoluteUrl(site, site.shareImage);
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', site.description),
    `<link rel="canonical" href="${escapeHtml(site.url)}" />`,
    ...icons(site, base),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', site.url),
    meta('property', 'og:title', title),
    meta('property', 'og:description', site.description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', site.shareImageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', site.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', site.shareImageAlt),
    personJsonLd(profile, site),
  ].join('\n    ');
}

/** The not-found page's head: not to be indexed. */
export function notFoundHead(profile: Profile, site: Site, base: string): string {
  return [
    `<title>${escapeHtml(notFoundTitle(profile))}</title>`,
    meta('name', 'robots', 'noindex'),
    ...icons(site, base),
  ].join('\n    ');
}
