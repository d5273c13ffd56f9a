// The shape of everything an owner edits. Components receive these as props.

/**
 * A raster image (JPEG, PNG, WebP or AVIF) imported from src/content/ with the place it fills
 * (`?portrait`, `?card`): the build makes it in the widths and formats that place needs.
 */
export interface ContentImage {
  /** The fallback in the original format, at the largest width made. */
  readonly src: string;
  /** The intrinsic size of `src`. */
  readonly width: number;
  readonly height: number;
  /** AVIF, then WebP, then the original format: each a `srcset` of every width made. */
  readonly sources: readonly { readonly type: string; readonly srcset: string }[];
  /** The file as the owner gave it: its path from the project root and its pixel size. */
  readonly file: { readonly path: string; readonly width: number; readonly height: number };
  /** Set when the build cannot use the file (missing, a format it cannot read): what is wrong and the fix. */
  readonly problem?: string;
  /** Set when the file is smaller than its place at 2×: what the owner should do. */
  readonly warning?: string;
  /** The place it was made for, as its import named it. */
  readonly place?: 'portrait' | 'card';
}

/** An image of the page: a raster image made by the build, or an SVG's URL, passed through as it is. */
export type Image = ContentImage | string;

/** An image made for one place: one imported for another does not fit it (TypeScript says so). */
export type ImageFor<Place extends NonNullable<ContentImage['place']>> =
  (ContentImage & { readonly place?: Place }) | string;

/** A run of title text; `emphasis` renders it as <em> or <strong>, never as raw HTML. */
export type TitlePart = string | { readonly text: string; readonly emphasis: 'em' | 'strong' };

export interface Tag {
  readonly name: string;
  readonly url?: string;
  /** A hex colour ("#1864ab"), rgb(), or a Mantine colour with a shade ("teal.9"); white text must stay readable on it. */
  readonly color?: string;
}

export interface Project {
  readonly title: readonly TitlePart[];
  readonly description: string;
  readonly image: ImageFor<'card'>;
  readonly imageAlt: string;
  readonly buttonText?: string;
  readonly buttonLink?: string;
  readonly tags: readonly Tag[];
}

export interface Profile {
  readonly name: string;
  readonly role: string;
  readonly bio: readonly string[];
  readonly photo: ImageFor<'portrait'>;
  readonly photoAlt: string;
  /**
   * A public address visitors may write to (optional): the navigation shows it, and the contact form
   * offers it, with the message already in it, when the form cannot deliver.
   */
  readonly email?: string;
  /**
   * Your profiles elsewhere (optional), in the order shown in the navigation; search engines get
   * their URLs as JSON-LD `sameAs`.
   */
  readonly links?: readonly ProfileLink[];
  /** A résumé visitors may download (optional). */
  readonly resume?: Resume;
}

/** A profile elsewhere: its visible text ("GitHub") and its address. It opens in a new tab. */
export interface ProfileLink {
  readonly label: string;
  readonly url: string;
}

export interface Resume {
  /**
   * The PDF, imported from src/content/ (`import resume from './resume.pdf?no-inline'`) so that the
   * build serves it from the site and stops if the file is missing.
   */
  readonly file: string;
  /** The link's visible text, e.g. "Résumé (PDF)". */
  readonly label: string;
}

/**
 * Public keys of the contact form: EmailJS (Account → API keys; Email Services; Email Templates)
 * and Google reCAPTCHA v2 invisible (the site key, never the secret key).
 */
export interface ContactKeys {
  readonly emailjsPublicKey: string;
  readonly emailjsServiceId: string;
  readonly emailjsTemplateId: string;
  readonly recaptchaSiteKey: string;
}

/** How the site presents itself to search engines and when shared. */
export interface Site {
  /** The address the site is served at, with its sub-path if any, ending in "/". */
  readonly url: string;
  readonly description: string;
  /**
   * Your own image shown when the page is shared (optional), 1200 × 630, imported with `?no-inline`
   * (`import shareImage from './images/share.png?no-inline'`). Without it the build draws one from
   * your name, role and photo.
   */
  readonly shareImage?: string;
  /** What the share image shows, in words (optional): by default your name and role. */
  readonly shareImageAlt?: string;
  readonly favicon: string;
  /** 180 × 180 PNG for phones' home screens. */
  readonly touchIcon: string;
}
