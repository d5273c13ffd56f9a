import type { ShareImage } from '../../src/app/head.ts';
import type { Image } from '../../src/content/types.ts';

/** The two entries of the build: the browser's (the islands) and the prerender's (the pages). */
export const CLIENT_ENTRY = 'src/app/entry-client.ts';
export const SERVER_ENTRY = 'src/app/entry-server.tsx';

/** What the browser entry loads by import(): the background once idle, the contact form as it comes near. */
export const BACKGROUND_ENTRY = 'src/features/background/start.ts';
export const CONTACT_ENTRY = 'src/app/contactClient.tsx';

/** What the prerender bundle exports to the build (and to the dev server). */
export interface ServerEntry {
  renderHome(base: string, shareImage: ShareImage, siteUrl?: string): Promise<{ html: string; head: string }>;
  renderNotFound(base: string, siteUrl?: string): Promise<{ html: string; head: string }>;
  siteInfo(siteUrl?: string): {
    site: { url: string; favicon: string; touchIcon: string };
    name: string;
    title: string;
    pageColor: string;
    share: ShareSource;
  };
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
}
