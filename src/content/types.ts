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
  /**
   * The language the site is written in, as a BCP 47 tag ('en', 'fr', 'ja', 'ar', 'pt-BR'); English
   * ('en') when left out. It sets the page's language and, for Arabic, Hebrew, Persian or Urdu, its
   * right-to-left direction.
   */
  readonly language?: string;
}

/**
 * Every text the page writes itself, beside the content: its English words are the defaults. A text
 * with a value in it (a limit, a reason, an address) is a function of that value, so that no
 * translation can leave it out.
 */
export interface PageTexts {
  /** The link to the page's main content, shown when focused with the keyboard. */
  readonly skipToContent: string;
  /** The sections' headings and the navigation's items. */
  readonly about: string;
  readonly projects: string;
  readonly contact: string;
  /** The burger's name, on phones. */
  readonly menuButton: string;
  /** What screen readers call the side navigation, and its list of sections. */
  readonly siteNavigation: string;
  readonly sectionsNavigation: string;
  /** What screen readers call the list of profiles, e-mail and résumé. */
  readonly ownerLinks: string;
  /** Said after a link that opens in a new tab (read by screen readers only). */
  readonly opensInNewTab: string;
  /** The résumé's download button, for its link's text ("Résumé (PDF)"). */
  readonly downloadResume: (label: string) => string;
  /** The background's pause control. */
  readonly pauseAnimation: string;
  /** What screen readers call a project's list of tags. */
  readonly technologies: string;

  /** The contact form: its name, its fields and its buttons. */
  readonly contactForm: string;
  readonly fullName: string;
  readonly email: string;
  readonly message: string;
  readonly send: string;
  readonly reset: string;
  /** Under a long message: how many characters it has, of the most it may have. */
  readonly characterCount: (count: number, max: number) => string;
  /** Without JavaScript, the form cannot send… */
  readonly noScript: string;
  /** …and the owner's address, as a link, is offered instead. */
  readonly noScriptWriteTo: (address: string) => string;
  /** What the form says of a field to fix. */
  readonly fullNameShort: (min: number) => string;
  readonly fullNameLong: (max: number) => string;
  readonly emailInvalid: string;
  readonly emailLong: (max: number) => string;
  readonly messageEmpty: string;
  readonly messageLong: (max: number) => string;
  /** The notifications after Send. */
  readonly successTitle: string;
  readonly successMessage: string;
  readonly errorTitle: string;
  readonly sendFailed: (reason: string) => string;
  readonly closeNotification: string;
  /** The spam check gave no answer; then why, when the visitor can act on it. */
  readonly captchaRequired: string;
  readonly captchaUnavailable: string;
  readonly captchaLoading: string;
  readonly captchaError: string;
  /** Why a message could not be sent (the reason in `sendFailed`). */
  readonly sendUnreachable: string;
  readonly sendTimedOut: (seconds: number) => string;
  readonly sendTooMany: string;
  readonly sendRefused: string;
  readonly sendHeadless: string;
  readonly sendUnavailable: string;
  readonly sendServiceSaid: (said: string) => string;
  readonly sendRejected: (status: number) => string;
  readonly sendMisconfigured: (error: string) => string;
  /** Beside the form, while its code is on its way: a Send held, or its code that could not load. */
  readonly earlySendHeld: string;
  readonly earlySendFailed: string;
  /** When the form cannot deliver: the message offered in an e-mail to the owner. */
  readonly fallbackTitle: string;
  readonly fallbackReady: (address: string) => string;
  readonly fallbackShortened: string;
  readonly copyMessage: string;
  readonly copyFailed: string;
  readonly copied: string;
  /** The e-mail's subject, and the note at the end of a message cut to fit in the link. */
  readonly mailSubject: (name: string) => string;
  readonly mailShortened: string;

  /** The not-found page: its title (with the owner's name), its words and its link home. */
  readonly notFoundTitle: (name: string) => string;
  readonly notFoundText: string;
  readonly backHome: string;
}

/** The texts an owner changes (src/content/texts.ts): those given replace the English ones, the rest stay. */
export type TextOverrides = Partial<PageTexts>;
