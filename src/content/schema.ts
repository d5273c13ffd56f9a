// The shape of everything an owner edits, written once: TypeScript infers the types of types.ts from
// it, and the build's content check holds the files to it, as a file edited by hand may not match.
// The page imports only those types, so none of this reaches the browser.
import { z } from 'zod';

/** A text in quotes: the page shows it, or links to it (a file imported with `?no-inline`). */
export const text = z.string();

const place = z.enum(['portrait', 'card']);

/**
 * A raster image (JPEG, PNG, WebP or AVIF) imported from src/content/ with the place it fills
 * (`?portrait`, `?card`): the build makes it in the widths and formats that place needs.
 */
export const contentImage = z
  .object({
    /** The fallback in the original format, at the largest width made. */
    src: z.string(),
    /** The intrinsic size of `src`. */
    width: z.number(),
    height: z.number(),
    /** AVIF, then WebP, then the original format: each a `srcset` of every width made. */
    sources: z.array(z.object({ type: z.string(), srcset: z.string() }).readonly()).readonly(),
    /** The file as the owner gave it: its path from the project root and its pixel size. */
    file: z.object({ path: z.string(), width: z.number(), height: z.number() }).readonly(),
    /** Set when the build cannot use the file (missing, a format it cannot read): what is wrong and the fix. */
    problem: z.string().optional(),
    /** Set when the file is smaller than its place at 2×: what the owner should do. */
    warning: z.string().optional(),
    /** The place it was made for, as its import named it. */
    place: place.optional(),
  })
  .readonly();

/** An image made for one place, or an SVG's URL: one imported for the other place does not fit it. */
const imageFor = <Place extends z.infer<typeof place>>(fits: Place) =>
  z.union([
    contentImage
      .unwrap()
      .extend({ place: z.literal(fits).optional() })
      .readonly(),
    text,
  ]);
/** The photo: an image imported with `?portrait`, or an SVG's URL. */
export const portraitImage = imageFor('portrait');
/** A project's image: an image imported with `?card`, or an SVG's URL. */
export const cardImage = imageFor('card');

/** A run of title text; `emphasis` renders it as <em> or <strong>, never as raw HTML. */
export const titlePart = z.union([text, z.object({ text, emphasis: z.enum(['em', 'strong']) }).readonly()]);

export const tag = z
  .strictObject({
    name: text,
    url: text.optional(),
    /** A hex colour ("#1864ab"), rgb(), or a Mantine colour with a shade ("teal.9"); white text must stay readable on it. */
    color: text.optional(),
  })
  .readonly();

export const project = z
  .strictObject({
    title: z.array(titlePart).readonly(),
    description: text,
    image: cardImage,
    imageAlt: text,
    buttonText: text.optional(),
    buttonLink: text.optional(),
    tags: z.array(tag).readonly(),
  })
  .readonly();

/** A profile elsewhere: its visible text ("GitHub") and its address. It opens in a new tab. */
export const profileLink = z.strictObject({ label: text, url: text }).readonly();

export const resume = z
  .strictObject({
    /**
     * The PDF, imported from src/content/ (`import resume from './resume.pdf?no-inline'`) so that the
     * build serves it from the site and stops if the file is missing.
     */
    file: text,
    /** The link's visible text, e.g. "Résumé (PDF)". */
    label: text,
  })
  .readonly();

export const profile = z
  .strictObject({
    name: text,
    role: text,
    bio: z.array(text).readonly(),
    photo: portraitImage,
    photoAlt: text,
    /**
     * A public address visitors may write to (optional): the navigation shows it, and the contact form
     * offers it, with the message already in it, when the form cannot deliver.
     */
    email: text.optional(),
    /**
     * Your profiles elsewhere (optional), in the order shown in the navigation; search engines get
     * their URLs as JSON-LD `sameAs`.
     */
    links: z.array(profileLink).readonly().optional(),
    /** A résumé visitors may download (optional). */
    resume: resume.optional(),
  })
  .readonly();

/**
 * Public keys of the contact form: EmailJS (Account → API keys; Email Services; Email Templates)
 * and Google reCAPTCHA v2 invisible (the site key, never the secret key).
 */
export const contactKeys = z
  .strictObject({
    emailjsPublicKey: text,
    emailjsServiceId: text,
    emailjsTemplateId: text,
    recaptchaSiteKey: text,
  })
  .readonly();

/** How the site presents itself to search engines and when shared. */
export const site = z
  .strictObject({
    /** The address the site is served at, with its sub-path if any, ending in "/". */
    url: text,
    description: text,
    /**
     * Your own image shown when the page is shared (optional), 1200 × 630, imported with `?no-inline`
     * (`import shareImage from './images/share.png?no-inline'`). Without it the build draws one from
     * your name, role and photo.
     */
    shareImage: text.optional(),
    /** What the share image shows, in words (optional): by default your name and role. */
    shareImageAlt: text.optional(),
    favicon: text,
    /** 180 × 180 PNG for phones' home screens. */
    touchIcon: text,
    /**
     * The language the site is written in, as a BCP 47 tag ('en', 'fr', 'ja', 'ar', 'pt-BR'); English
     * ('en') when left out. It sets the page's language and, for Arabic, Hebrew, Persian or Urdu, its
     * right-to-left direction.
     */
    language: text.optional(),
  })
  .readonly();

/** A text with values in it: a function that puts each value it is given in its sentence. */
const saying = <const Values extends readonly z.ZodType[]>(...values: Values) =>
  z.function({ input: values, output: text });
const count = z.number();

/**
 * Every text the page writes itself, beside the content: its English words are the defaults. A text
 * with a value in it (a limit, a reason, an address) is a function of that value, so that no
 * translation can leave it out.
 */
export const pageTexts = z
  .strictObject({
    /** The link to the page's main content, shown when focused with the keyboard. */
    skipToContent: text,
    /** The sections' headings and the navigation's items. */
    about: text,
    projects: text,
    contact: text,
    /** The burger's name, on phones. */
    menuButton: text,
    /** What screen readers call the side navigation, and its list of sections. */
    siteNavigation: text,
    sectionsNavigation: text,
    /** What screen readers call the list of profiles, e-mail and résumé. */
    ownerLinks: text,
    /** Said after a link that opens in a new tab (read by screen readers only). */
    opensInNewTab: text,
    /** The résumé's download button, for its link's text ("Résumé (PDF)"). */
    downloadResume: saying(text),
    /** The background's pause control. */
    pauseAnimation: text,
    /** What screen readers call a project's list of tags. */
    technologies: text,

    /** The contact form: its name, its fields and its buttons. */
    contactForm: text,
    fullName: text,
    email: text,
    message: text,
    send: text,
    reset: text,
    /** Under a long message: how many characters it has, of the most it may have. */
    characterCount: saying(count, count),
    /** Without JavaScript, the form cannot send… */
    noScript: text,
    /** …and the owner's address, as a link, is offered instead. */
    noScriptWriteTo: saying(text),
    /** What the form says of a field to fix. */
    fullNameShort: saying(count),
    fullNameLong: saying(count),
    emailInvalid: text,
    emailLong: saying(count),
    messageEmpty: text,
    messageLong: saying(count),
    /** The notifications after Send. */
    successTitle: text,
    successMessage: text,
    errorTitle: text,
    sendFailed: saying(text),
    closeNotification: text,
    /** The spam check gave no answer; then why, when the visitor can act on it. */
    captchaRequired: text,
    captchaUnavailable: text,
    captchaLoading: text,
    captchaError: text,
    /** Why a message could not be sent (the reason in `sendFailed`). */
    sendUnreachable: text,
    sendTimedOut: saying(count),
    sendTooMany: text,
    sendRefused: text,
    sendHeadless: text,
    sendUnavailable: text,
    sendServiceSaid: saying(text),
    sendRejected: saying(count),
    sendMisconfigured: saying(text),
    /** Beside the form, while its code is on its way: a Send held, or its code that could not load. */
    earlySendHeld: text,
    earlySendFailed: text,
    /** When the form cannot deliver: the message offered in an e-mail to the owner. */
    fallbackTitle: text,
    fallbackReady: saying(text),
    fallbackShortened: text,
    copyMessage: text,
    copyFailed: text,
    copied: text,
    /** The e-mail's subject, and the note at the end of a message cut to fit in the link. */
    mailSubject: saying(text),
    mailShortened: text,

    /** The not-found page: its title (with the owner's name), its words and its link home. */
    notFoundTitle: saying(text),
    notFoundText: text,
    backHome: text,
  })
  .readonly();

/** Each field optional, but not undefined when given: a text left undefined would replace the English one. */
const givenOrLeftOut = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(
    Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, z.exactOptional(field)])) as {
      [Name in keyof Shape]: z.ZodExactOptional<Shape[Name]>;
    },
  );

/** The texts an owner changes (src/content/texts.ts): those given replace the English ones, the rest stay. */
export const textOverrides = givenOrLeftOut(pageTexts.unwrap().shape).readonly();

/** The whole content, each part as its file exports it. */
export const content = z.object({
  profile,
  site,
  contactKeys,
  /** The project cards: at least one, or the Projects section would show nothing. */
  projects: z.array(project).min(1).readonly(),
  /** The page's own texts the owner changes (src/content/texts.ts). */
  texts: textOverrides.optional(),
});

/**
 * The content of each section you add (docs/architecture.md, "Adding a section"), by the name its file
 * exports: `now: z.strictObject({ text }).readonly()` for a src/content/now.ts that exports `now`. The
 * content check loads that file and holds it to this shape, as it does the files above.
 */
export const sections = z.object({});
