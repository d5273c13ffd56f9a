// What the content check is given beside the content: where the content is going, and its files.
import type { ContactEnv } from '../../../src/app/config/contactSettings.ts';
import type { Image } from '../../../src/content/types.ts';

/** Where the content is going: a build (`npm run build`, or a test build) or the dev server. */
export interface Environment {
  readonly command: 'build' | 'serve';
  /** Vite's mode: the test builds use `TEST_MODE`. */
  readonly mode: string;
  /** SITE_URL, the address the site is served at: it wins over site.ts. */
  readonly siteUrl?: string;
  /** ALLOW_DEMO_CONTENT: exactly "1" lets a production build of the demo through, with warnings. */
  readonly allowDemoContent?: string;
  /** The build's VITE_… variables, which win over contact.ts. */
  readonly contactEnv: ContactEnv;
}

/** The mode of the test builds: they build the demo. */
export const TEST_MODE = 'e2e';

/** The files the content points to, as the caller reads them. */
export interface Files {
  /** What the file of an image or of the résumé holds (a hash of it), or undefined if it cannot be read. */
  readonly fingerprint: (file: Image) => string | undefined;
  /** The demo's placeholder files: the fingerprint of each, to the file's path. */
  readonly demo: ReadonlyMap<string, string>;
  /** The demo's placeholder files each content file imports, used or not. */
  readonly demoImports?: readonly { readonly file: string; readonly demo: string }[];
  /**
   * The characters of the name and of the role that the drawn share image's font cannot draw; absent
   * when the owner gives a share image of their own.
   */
  readonly undrawable?: { readonly name: readonly string[]; readonly role: readonly string[] };
}
