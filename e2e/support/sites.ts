// The sites the browser tests run against, each built by `npm run build:e2e` (e2e/support/build.ts) with the
// test keys (.env.e2e) into its own folder under .e2e/, never into dist/, and served on its own port.
// Every behaviour test runs on content the tests own (e2e/fixtures/); only `site` is the owner's own
// src/content/, checked by e2e/ownerSite.spec.ts with every expectation read from that content.

import { CSP_REPORTS, STAND_IN_ORIGIN } from './standIn.ts';

export interface TestSite {
  /** The content folder it is built from. */
  readonly content: string;
  readonly port: number;
  /** The sub-path it is served under, ending in "/". */
  readonly base: string;
  /** Build-time variables of its own, beside the test keys of .env.e2e. */
  readonly env?: Readonly<Record<string, string>>;
}

export const SITES = {
  /** The demo, as the template ships it. */
  demo: { content: 'e2e/fixtures/demo', port: 4173, base: '/' },
  /** The demo served from a sub-path, as on GitHub Pages project sites. */
  subpath: { content: 'e2e/fixtures/demo', port: 4174, base: '/portfolio/' },
  /** An owner's phone photo, full-HD screenshots and 12 projects with long unbroken words. */
  owner: { content: 'e2e/fixtures/owner', port: 4175, base: '/' },
  /** Another owner, with none of the optional items and images of other shapes. */
  minimal: { content: 'e2e/fixtures/minimal', port: 4176, base: '/' },
  /**
   * The demo for the Gecko and WebKit tests (e2e/engines/), whose drivers cannot answer the page's
   * requests: Google's script and the mail service are the stand-in's (standIn.ts), and the pages
   * report their CSP violations there.
   */
  engines: {
    content: 'e2e/fixtures/demo',
    port: 4178,
    base: '/',
    env: { VITE_RECAPTCHA_ORIGIN: STAND_IN_ORIGIN, VITE_EMAILJS_ORIGIN: STAND_IN_ORIGIN, CSP_REPORT_URI: CSP_REPORTS },
  },
  /** An owner who writes in Japanese (language 'ja'), with the page's texts in Japanese. */
  japanese: { content: 'e2e/fixtures/japanese', port: 4179, base: '/' },
  /** An owner who writes in Arabic (language 'ar'), right to left, with the page's texts in Arabic. */
  arabic: { content: 'e2e/fixtures/arabic', port: 4180, base: '/' },
  /** The owner's own content, as it is. */
  site: { content: 'src/content', port: 4177, base: '/' },
} as const satisfies Record<string, TestSite>;

export type SiteName = keyof typeof SITES;
export const SITE_NAMES = Object.keys(SITES) as SiteName[];

/** Where a test site is built. */
export const outDirOf = (name: SiteName) => `.e2e/${name}`;

/** The address a test site is served at. */
export const urlOf = (name: SiteName) => `http://127.0.0.1:${SITES[name].port}${SITES[name].base}`;

/** The owner fixture's number of projects (e2e/fixtures/owner/projects.ts). */
export const OWNER_PROJECTS = 12;
