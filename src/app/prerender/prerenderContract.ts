// The one contract between the build (scripts/) and the page: the prerender entry implements it
// (entry-server.tsx), and the build and the dev server call it. The build imports it from here;
// nothing in src/ imports the build.
import type { Image } from '@/content/types';
import type { ShareImage } from './head';
import type { Language } from '../config/language';

/** Where the site is served: given once to the prerender bundle, by the build and the dev server alike. */
export interface SiteOptions {
  /** The base path, ending in "/". */
  readonly base: string;
  /** The address it is served at (SITE_URL), instead of the content's. */
  readonly siteUrl?: string;
}

/** A prerendered page: the markup of #root and the page's tags for <head>. */
export interface RenderedPage {
  readonly html: string;
  readonly head: string;
}

/** Everything the build writes that comes from the content and the page's code, for one place it is served at. */
export interface PrerenderedSite {
  /** The site's address (with its trailing slash), its icons, and the names and colour its files carry. */
  readonly site: { readonly url: string; readonly favicon: string; readonly touchIcon: string };
  readonly name: string;
  readonly title: string;
  readonly pageColor: string;
  /** The language the pages are written in, and its direction. */
  readonly language: Language;
  /** What the share image is made from. */
  readonly share: ShareSource;
  /** The origin the contact form sends to, for the Content-Security-Policy's connect-src. */
  readonly contactOrigin: string;
  /** The origin the reCAPTCHA script and its frames come from, for the script-src and frame-src. */
  readonly captchaOrigin: string;
  renderHome(shareImage: ShareImage): Promise<RenderedPage>;
  renderNotFound(): Promise<RenderedPage>;
}

/** What the prerender bundle exports to the build and to the dev server: one call, one contract. */
export interface ServerEntry {
  prerenderSite(options: SiteOptions): PrerenderedSite;
}

export interface ShareColors {
  /** Behind everything: the page's colour. */
  readonly page: string;
  readonly text: string;
  /** The role, under the name. */
  readonly dimmed: string;
  /** The background's stars and the ring around the photo. */
  readonly stars: readonly string[];
}

/** What the share image is made from: the owner's own file if any, or else the content. */
export interface ShareSource {
  /** The owner's own share image, as the URL the build gives its import. */
  readonly own?: string;
  readonly name: string;
  readonly role: string;
  readonly photo?: Image;
  readonly colors: ShareColors;
  /** The direction the page's language is written in. */
  readonly direction: 'ltr' | 'rtl';
}
