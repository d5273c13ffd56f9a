// Every problem of the owner's content, in one pass and one format: `<file>: <item> <what is wrong>.
// <the fix>`. Mistakes in the owner's content are errors (a build stops on them, the dev server shows
// them instead of the page), except an image smaller than its place, a warning. The demo's identity
// (src/demo/) still in the content stops a production build too; ALLOW_DEMO_CONTENT=1 turns exactly
// those items into warnings, the test builds (--mode e2e) build the demo without them, and the dev
// server lists them as a notice.
import { luminance, parseThemeColor } from '@mantine/core';
import { distance } from 'fastest-levenshtein';
import {
  CONTACT_VARIABLES,
  RECAPTCHA_TEST_SITE_KEY,
  unsetContactKeys,
  usesTestCaptchaKey,
  type ContactEnv,
} from '../../src/app/config/contactSettings.ts';
import { resolvedTheme } from '../../src/app/config/layout.ts';
import { TAG_COLOR } from '../../src/app/config/theme.ts';
import { ENGLISH } from '../../src/app/config/english.ts';
import { languageOf } from '../../src/app/config/language.ts';
import type { ContactKeys, Image, Profile, Project, Site, TextOverrides, TitlePart } from '../../src/content/types.ts';
import { DEMO_PROFILE, DEMO_PROJECTS, DEMO_SITE } from '../../src/demo/identity.ts';

export interface Content {
  readonly profile: Profile;
  readonly projects: readonly Project[];
  readonly site: Site;
  readonly contactKeys: ContactKeys;
  /** The page's own texts the owner changes (src/content/texts.ts). */
  readonly texts?: TextOverrides;
}

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

export interface Problem {
  readonly severity: 'error' | 'warning';
  /** Part of the demo's identity, rather than a mistake in the owner's content. */
  readonly demo: boolean;
  readonly message: string;
}

/** The mode of the test builds: they build the demo. */
const TEST_MODE = 'e2e';
/** White text needs this contrast on its background (WCAG AA, normal text). */
const MIN_CONTRAST = 4.5;

const PROFILE = 'src/content/profile.ts';
const PROJECTS = 'src/content/projects.ts';
const SITE = 'src/content/site.ts';
const TEXTS = 'src/content/texts.ts';

const isLanguage = (tag: string) => {
  try {
    languageOf(tag);
    return true;
  } catch {
    return false;
  }
};
const CONTACT = 'src/content/contact.ts';

const KEY_NAMES: Record<keyof ContactKeys, string> = {
  emailjsPublicKey: 'EmailJS public key',
  emailjsServiceId: 'EmailJS service ID',
  emailjsTemplateId: 'EmailJS template ID',
  recaptchaSiteKey: 'reCAPTCHA site key',
};

/** A text as it reads, for comparing: runs of spaces as one. */
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A title as it reads, without its emphasis. */
export const titleText = (title: readonly TitlePart[]) =>
  normalise(title.map((part) => (typeof part === 'string' ? part : part.text)).join(''));
/** A value as a message shows it: long texts cut at a word. */
export function shown(text: string): string {
  const value = normalise(text);
  return value.length <= 48 ? value : `${value.slice(0, 48).replace(/\s+\S*$/, '')}…`;
}

// The owner's address goes into mailto: links: nothing that would end the address there (? #), and a
// domain of letters, digits and hyphens.
const EMAIL = /^[^\s@?#]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;
/** Domains reserved for examples (RFC 2606): no one reads mail sent there. */
const EXAMPLE_DOMAIN = /@(.+\.)?example\.(com|net|org)$/i;

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The contrast of white text on a tag colour, or undefined if the colour cannot be measured. */
export function whiteTextContrast(color: string): number | undefined {
  let value: string;
  try {
    ({ value } = parseThemeColor({ color, theme: resolvedTheme, colorScheme: 'dark' }));
  } catch {
    return undefined;
  }
  // The forms Mantine's colour functions read exactly; anything else they would take for black.
  const measurable = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) || /^rgb\((\s*\d+\s*,){2}\s*\d+\s*\)$/i.test(value);
  // WCAG's contrast ratio, white's relative luminance being 1. CSS reads RGB( as rgb(; Mantine reads only the latter.
  return measurable ? (1 + 0.05) / (luminance(value.toLowerCase()) + 0.05) : undefined;
}

/** The shapes of src/content/types.ts, checked at run time: a file an owner edits by hand may not match them. */
type Shape =
  'text' | 'image' | 'title part' | { readonly list: Shape } | { readonly fields: Readonly<Record<string, Field>> };
type Field = Shape | { readonly optional: Shape };
const optional = (shape: Shape): Field => ({ optional: shape });

const SHAPES: Readonly<Record<string, { readonly file: string; readonly fields: Readonly<Record<string, Field>> }>> = {
  profile: {
    file: PROFILE,
    fields: {
      name: 'text',
      role: 'text',
      bio: { list: 'text' },
      photo: 'image',
      photoAlt: 'text',
      email: optional('text'),
      links: optional({ list: { fields: { label: 'text', url: 'text' } } }),
      resume: optional({ fields: { file: 'text', label: 'text' } }),
    },
  },
  site: {
    file: SITE,
    fields: {
      url: 'text',
      description: 'text',
      shareImage: optional('text'),
      shareImageAlt: optional('text'),
      favicon: 'text',
      touchIcon: 'text',
      language: optional('text'),
    },
  },
  contactKeys: {
    file: CONTACT,
    fields: { emailjsPublicKey: 'text', emailjsServiceId: 'text', emailjsTemplateId: 'text', recaptchaSiteKey: 'text' },
  },
};
const PROJECT: Readonly<Record<string, Field>> = {
  title: { list: 'title part' },
  description: 'text',
  image: 'image',
  imageAlt: 'text',
  buttonText: optional('text'),
  buttonLink: optional('text'),
  tags: { list: { fields: { name: 'text', url: optional('text'), color: optional('text') } } },
};

/** How a value of each shape is written, for the fix. */
const EXAMPLES: Readonly<Record<string, string>> = {
  bio: "bio: ['First paragraph.', 'Second paragraph.']",
  title: "title: ['My project'], or with emphasis: title: ['My ', { text: 'project', emphasis: 'em' }]",
  tags: "tags: [{ name: 'TypeScript' }, { name: 'React', url: 'https://react.dev/' }]",
  links: "links: [{ label: 'GitHub', url: 'https://github.com/you' }]",
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'a text';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The field a misspelt name most likely means: within two letters, or the same but for case. */
function meant(name: string, fields: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const [closest] = fields
    .map((field) => ({ field, letters: distance(lower, field.toLowerCase()) }))
    .filter(({ letters }) => letters <= 2)
    .sort((a, b) => a.letters - b.letters);
  return closest?.field;
}

/** Where a value does not have the shape the page needs: each problem names the item and the fix. */
export function shapeProblems(content: Content): Problem[] {
  const found: Problem[] = [];
  const wrong = (file: string, item: string, text: string) =>
    found.push({ severity: 'error', demo: false, message: `${file}: ${item} ${text}` });

  // A field the page never reads is most often a misspelt one, whose value would be lost in silence.
  const unknownFields = (
    file: string,
    item: string | undefined,
    value: Record<string, unknown>,
    fields: Readonly<Record<string, Field>>,
  ) => {
    const known = Object.keys(fields);
    for (const name of Object.keys(value).filter((key) => !known.includes(key))) {
      const guess = meant(name, known);
      wrong(
        file,
        item ? `${item}.${name}` : name,
        `is not a field the page reads.${guess ? ` Did you mean ${guess}?` : ` The fields are ${known.join(', ')}.`}`,
      );
    }
  };

  const check = (file: string, item: string, value: unknown, field: Field, example: string | undefined): void => {
    if (typeof field === 'object' && 'optional' in field) {
      if (value !== undefined) check(file, item, value, field.optional, example);
      return;
    }
    const fix = example ? ` Write it as ${example}.` : ' Its shape is in src/content/types.ts.';
    if (field === 'text') {
      // A file the page links as it is (an icon, the share image, the résumé), imported as an image.
      if (isRecord(value) && Array.isArray(value.sources))
        wrong(
          file,
          item,
          `is imported as an image for the page, where the file itself is needed. Add ?no-inline to its import: import ${item.replace(/\W.*$/, '')} from './images/…?no-inline'.`,
        );
      else if (typeof value !== 'string') wrong(file, item, `is ${describe(value)}, not a text in quotes.${fix}`);
    } else if (field === 'image') {
      if (typeof value !== 'string' && !(isRecord(value) && Array.isArray(value.sources)))
        wrong(
          file,
          item,
          `is ${describe(value)}, not an imported image. Import the file (import photo from './images/photo.jpg') and use its name.`,
        );
    } else if (field === 'title part') {
      const run =
        isRecord(value) && typeof value.text === 'string' && (value.emphasis === 'em' || value.emphasis === 'strong');
      if (typeof value !== 'string' && !run)
        wrong(file, item, `is neither a text nor { text: '…', emphasis: 'em' } (or 'strong').${fix}`);
    } else if ('list' in field) {
      if (!Array.isArray(value)) wrong(file, item, `is ${describe(value)}, not a list in [ ].${fix}`);
      else value.forEach((entry, i) => check(file, `${item}[${i}]`, entry, field.list, example));
    } else if (!isRecord(value)) {
      wrong(file, item, `is ${describe(value)}, not an object in { }.${fix}`);
    } else {
      for (const [name, inner] of Object.entries(field.fields))
        check(file, `${item}.${name}`, value[name], inner, EXAMPLES[name] ?? example);
      unknownFields(file, item, value, field.fields);
    }
  };

  const record = content as unknown as Record<string, unknown>;
  for (const [key, { file, fields }] of Object.entries(SHAPES)) {
    const value = record[key];
    if (!isRecord(value)) {
      wrong(
        file,
        key,
        `is ${describe(value)}: the file must export ${key} as an object in { }. Its shape is in src/content/types.ts.`,
      );
      continue;
    }
    for (const [name, field] of Object.entries(fields)) check(file, name, value[name], field, EXAMPLES[name]);
    unknownFields(file, undefined, value, fields);
  }
  const projects: unknown = record.projects;
  if (!Array.isArray(projects)) {
    wrong(
      PROJECTS,
      'projects',
      `is ${describe(projects)}, not a list in [ ] of projects. Its shape is in src/content/types.ts.`,
    );
  } else if (projects.length === 0) {
    wrong(PROJECTS, 'projects', 'is empty: the Projects section would show nothing. Add at least one project.');
  } else {
    projects.forEach((project, i) => check(PROJECTS, `projects[${i}]`, project, { fields: PROJECT }, undefined));
  }
  return found;
}

/** Every problem of the content, each an error or a warning, file by file. */
export function contentProblems(content: Content, environment: Environment, files: Files): Problem[] {
  // The checks below read the content as typed: a value of another shape is named first, on its own.
  const shapes = shapeProblems(content);
  if (shapes.length > 0) return shapes;
  const found: Problem[] = [];
  const at =
    (file: string) =>
    (item: string, text: string, kind: 'error' | 'warning' | 'demo' = 'error') =>
      found.push({
        severity: kind === 'warning' ? 'warning' : 'error',
        demo: kind === 'demo',
        message: `${file}: ${item} ${text}`,
      });

  const demoTexts = {
    bio: new Set<string>(DEMO_PROFILE.bio.map(normalise)),
    title: new Set<string>(DEMO_PROJECTS.map((project) => titleText(project.title))),
    description: new Set<string>(
      [DEMO_SITE.description, ...DEMO_PROJECTS.map((project) => project.description)].map(normalise),
    ),
    imageAlt: new Set<string>(DEMO_PROJECTS.map((project) => normalise(project.imageAlt))),
  };
  const demoName = DEMO_PROFILE.name.toLowerCase();

  /** A text the owner writes: still one of the demo's, or naming the demo's owner. */
  const text = (report: ReturnType<typeof at>, item: string, value: string, demo: Set<string>, fix: string) => {
    if (demo.has(normalise(value))) report(item, `is still the demo's (${shown(value)}). ${fix}`, 'demo');
    else if (value.toLowerCase().includes(demoName))
      report(item, `still names the demo's owner (${DEMO_PROFILE.name}). ${fix}`, 'demo');
  };
  const none = new Set<string>();

  /** A text the page shows, often as a link's or a button's only name: empty, it shows nothing. */
  const filled = (report: ReturnType<typeof at>, item: string, value: string, fix: string) => {
    if (normalise(value) === '') report(item, `is empty. ${fix}`);
  };

  const alt = (report: ReturnType<typeof at>, item: string, value: string, what: string) =>
    filled(report, item, value, `Describe ${what} for visitors who cannot see it.`);

  /** An image made for another place than the one it fills: the type check says so, a host's build does not. */
  const placed = (report: ReturnType<typeof at>, item: string, value: Image, place: 'portrait' | 'card') => {
    if (typeof value !== 'string' && value.place !== undefined && value.place !== place)
      report(
        item,
        `is imported for the ${value.place === 'card' ? "project cards' place (?card)" : "photo's place (?portrait)"}, so it is cut to the wrong shape. Import it with ?${place}.`,
      );
  };

  const usedDemoFiles = new Set<string>();
  /** An image, or the résumé: what the image pipeline says of it, and whether it is a placeholder of the demo. */
  const file = (report: ReturnType<typeof at>, item: string, value: Image, fix: string) => {
    if (typeof value !== 'string') {
      const shownPath = value.file.path.replace(/^src\/content\//, '');
      if (value.problem) report(`${item} (${shownPath})`, value.problem);
      if (value.warning) report(`${item} (${shownPath})`, value.warning, 'warning');
    }
    const print = files.fingerprint(value);
    const demoFile = print === undefined ? undefined : files.demo.get(print);
    // A copy under the owner's own name is recognised by its content: name both files.
    const own = typeof value === 'string' ? /\/(src\/[^?#]*)/.exec(value)?.[1] : value.file.path;
    const copied = own && own !== demoFile ? `, copied as ${own}` : '';
    if (demoFile) report(item, `is still the demo's placeholder (${demoFile}${copied}). ${fix}`, 'demo');
    if (demoFile) usedDemoFiles.add(demoFile);
  };

  const email = (report: ReturnType<typeof at>, item: string, address: string, fix: string) => {
    if (/^mailto:/i.test(address))
      report(item, `starts with mailto: (${address}). Write the address alone (${address.slice('mailto:'.length)}).`);
    else if (!EMAIL.test(address)) report(item, `is not an e-mail address (${address}). ${fix}`);
    else if (address.toLowerCase() === DEMO_PROFILE.email)
      report(item, `is still the demo's (${address}). ${fix}`, 'demo');
    else if (EXAMPLE_DOMAIN.test(address)) report(item, `is a placeholder address (${address}). ${fix}`, 'demo');
  };

  /** A link visitors follow: http(s) or mailto only; a bare host is a placeholder where a page is meant. */
  const link = (report: ReturnType<typeof at>, item: string, value: string, fix: string, page?: string) => {
    const url = parseUrl(value);
    if (url?.protocol === 'mailto:') email(report, item, decodeURIComponent(url.pathname), fix);
    else if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
      report(item, `is not an http(s): or mailto: link (${value}). ${fix}`);
    else if (page && url.pathname === '/' && !url.search && !url.hash)
      report(item, `is a placeholder (${value}): a bare host, with no path to ${page}. ${fix}`, 'demo');
  };

  // src/content/profile.ts
  const { profile } = content;
  const me = at(PROFILE);
  filled(me, 'name', profile.name, 'Put your name.');
  filled(me, 'role', profile.role, 'Put your role.');
  profile.bio.forEach((paragraph, i) => filled(me, `bio[${i}]`, paragraph, 'Write the paragraph, or remove it.'));
  // Without a share image of the owner's, the build draws one from the name and the role in Oswald and
  // the Noto fonts it falls back on: a letter none of them has would show as a box.
  for (const field of ['name', 'role'] as const) {
    const characters = files.undrawable?.[field] ?? [];
    if (characters.length > 0)
      me(
        field,
        `has letters the share image cannot draw (${characters.join(' ')}): its fonts (Oswald, and Noto for Latin, Greek, Cyrillic, Devanagari, Arabic, Hebrew, Chinese, Japanese and Korean) have none for them, and each would be a box on the picture shown when the page is shared. Give site.ts a shareImage of your own (1200 × 630), or write the ${field} in those letters.`,
      );
  }
  if (profile.name.toLowerCase().includes(demoName))
    me('name', `is still the demo's (${DEMO_PROFILE.name}). Put your own name.`, 'demo');
  text(me, 'role', profile.role, none, 'Put your own role.');
  profile.bio.forEach((paragraph, i) => text(me, `bio[${i}]`, paragraph, demoTexts.bio, 'Write your own.'));
  file(me, 'photo', profile.photo, 'Put your photo in src/content/images/ and import it in its place.');
  placed(me, 'photo', profile.photo, 'portrait');
  alt(me, 'photoAlt', profile.photoAlt, 'the photo');
  text(me, 'photoAlt', profile.photoAlt, none, 'Describe your own photo.');
  if (profile.email !== undefined) email(me, 'email', profile.email, 'Put your own address, or remove the line.');
  profile.links?.forEach((entry, i) => {
    filled(me, `links[${i}].label`, entry.label, "Name the profile (GitHub, LinkedIn…): it is the link's text.");
    text(me, `links[${i}].label`, entry.label, none, 'Name your own profile.');
    link(me, `links[${i}].url`, entry.url, "Put your profile's address, or remove the link.", 'your profile');
  });
  if (profile.resume) {
    filled(me, 'resume.label', profile.resume.label, "Label the résumé (Résumé (PDF)): it is the link's text.");
    text(me, 'resume.label', profile.resume.label, none, 'Label your own résumé.');
    file(
      me,
      'resume.file',
      profile.resume.file,
      'Put your résumé in src/content/ and import it in its place, or remove resume to offer none.',
    );
  }

  // src/content/projects.ts
  const work = at(PROJECTS);
  content.projects.forEach((project, i) => {
    const item = `projects[${i}]`;
    filled(work, `${item}.title`, titleText(project.title), 'Give the project a title.');
    filled(work, `${item}.description`, project.description, 'Describe the project.');
    text(work, `${item}.title`, titleText(project.title), demoTexts.title, "Put your own project's title.");
    text(work, `${item}.description`, project.description, demoTexts.description, 'Describe your own project.');
    file(
      work,
      `${item}.image`,
      project.image,
      "Put your project's image in src/content/images/ and import it in its place.",
    );
    placed(work, `${item}.image`, project.image, 'card');
    alt(work, `${item}.imageAlt`, project.imageAlt, 'the image');
    text(work, `${item}.imageAlt`, project.imageAlt, demoTexts.imageAlt, 'Describe your own image.');
    // The button shows only with both: its text and where it leads.
    if (project.buttonText !== undefined && project.buttonLink === undefined)
      work(`${item}.buttonText`, 'has no buttonLink: the button would not show. Add buttonLink, or remove buttonText.');
    if (project.buttonLink !== undefined && project.buttonText === undefined)
      work(
        `${item}.buttonLink`,
        'has no buttonText: the button would not show. Add buttonText (View on GitHub), or remove buttonLink.',
      );
    if (project.buttonText !== undefined) {
      filled(
        work,
        `${item}.buttonText`,
        project.buttonText,
        "Write the button's text, or remove buttonText and buttonLink.",
      );
      text(work, `${item}.buttonText`, project.buttonText, none, 'Write your own.');
    }
    if (project.buttonLink !== undefined)
      link(
        work,
        `${item}.buttonLink`,
        project.buttonLink,
        'Link to your project, or remove buttonLink and buttonText.',
        'a project',
      );
    project.tags.forEach((tag, j) => {
      const tagItem = `${item}.tags[${j}]`;
      filled(work, `${tagItem}.name`, tag.name, 'Name the tag, or remove it.');
      if (tag.url !== undefined)
        link(work, `${tagItem}.url`, tag.url, 'Use a full address (https://…), or remove url.');
      const color = tag.color ?? TAG_COLOR;
      const colorItem = `${tagItem}.color (${tag.color === undefined ? `the default, ${color}` : color})`;
      const contrast = whiteTextContrast(color);
      if (contrast === undefined)
        work(
          colorItem,
          'is not a colour the build can measure. Use a hex colour (#1864ab) or a Mantine colour with a shade (blue.9).',
        );
      else if (contrast < MIN_CONTRAST)
        work(
          colorItem,
          `gives its white text a contrast of ${(Math.floor(contrast * 100) / 100).toFixed(2)}:1, under ${MIN_CONTRAST}:1. Pick a darker colour, such as blue.9, grape.9 or teal.9.`,
        );
    });
  });

  // src/content/site.ts, and SITE_URL, which wins over it
  const site = at(SITE);
  const siteUrlFix =
    'Put the address your site is served at (https://you.github.io/portfolio/), or set SITE_URL when you build.';
  if (environment.siteUrl) {
    const url = parseUrl(environment.siteUrl);
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
      found.push({
        severity: 'error',
        demo: false,
        message: `SITE_URL is not an http(s): address (${environment.siteUrl}). Set it to the address your site is served at (https://you.github.io/portfolio/).`,
      });
  } else {
    const url = parseUrl(content.site.url);
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
      site('url', `is not an http(s): address (${content.site.url}). ${siteUrlFix}`);
    else if (url.host === new URL(DEMO_SITE.url).host)
      site('url', `is still the demo's (${content.site.url}). ${siteUrlFix}`, 'demo');
  }
  text(site, 'description', content.site.description, demoTexts.description, 'Describe your own site.');
  // Without one, the share image is described by the name and role, which are checked above.
  if (content.site.shareImageAlt !== undefined) {
    alt(site, 'shareImageAlt', content.site.shareImageAlt, 'the share image');
    text(site, 'shareImageAlt', content.site.shareImageAlt, none, 'Describe your own share image.');
  }

  const language = content.site.language ?? 'en';
  if (!isLanguage(language))
    site(
      'language',
      `is not a language tag (${shown(language)}). Write one as BCP 47 does: 'en', 'fr', 'pt-BR', 'ja', 'ar'.`,
    );
  // A number in a text is checked as the site's language writes it.
  const texts = textProblems(content.texts ?? {}, isLanguage(language) ? language : 'en');
  texts.forEach(([item, text]) => at(TEXTS)(item, text));

  // An import of a placeholder left behind when its value was replaced: the build would still publish the file.
  for (const { file: importer, demo } of files.demoImports ?? []) {
    if (!usedDemoFiles.has(demo))
      found.push({
        severity: 'error',
        demo: true,
        message: `${importer}: imports ${demo}, a placeholder of the demo, without using it. Remove the import: the build would still publish the file.`,
      });
  }

  // src/content/contact.ts, in builds only: the dev server sends to its mail catcher
  if (environment.command === 'build') {
    const keys = at(CONTACT);
    for (const name of unsetContactKeys(content.contactKeys, environment.contactEnv)) {
      const value = content.contactKeys[name].trim();
      keys(
        name,
        `${value ? `is still a placeholder (${value})` : 'is empty'}. Put your ${KEY_NAMES[name]} here, or set ${CONTACT_VARIABLES[name]} when you build.`,
      );
    }
    if (usesTestCaptchaKey(content.contactKeys, environment.contactEnv))
      keys(
        'recaptchaSiteKey',
        `is Google's test key (${RECAPTCHA_TEST_SITE_KEY}), which passes every visitor: the form would have no spam check. Put your ${KEY_NAMES.recaptchaSiteKey} here, or set ${CONTACT_VARIABLES.recaptchaSiteKey} when you build.`,
      );
  }

  const demo = demoSeverity(environment);
  return found.flatMap((problem) => {
    if (!problem.demo) return [problem];
    return demo ? [{ ...problem, severity: demo }] : [];
  });
}

/** The texts whose values are numbers (a limit, a count, seconds, a status); the others' are texts. */
const NUMBER_VALUES = new Set<string>([
  'characterCount',
  'fullNameShort',
  'fullNameLong',
  'emailLong',
  'messageLong',
  'sendTimedOut',
  'sendRejected',
]);

/**
 * The texts an owner overrides (src/content/texts.ts): each one a text the page knows, written (not
 * empty), and one with a value in it a function that puts each value it is given in its sentence
 * (as it is, or as the language writes the number).
 */
export function textProblems(texts: Readonly<Record<string, unknown>>, language: string): [string, string][] {
  const keep = 'Write it, or remove the line to keep the English one.';
  return Object.entries(texts).flatMap(([name, value]): [string, string][] => {
    if (!Object.hasOwn(ENGLISH, name)) {
      const guess = meant(name, Object.keys(ENGLISH));
      return [
        [name, `is not a text the page writes.${guess ? ` Did you mean ${guess}?` : ''} docs/texts.md lists them.`],
      ];
    }
    const english = ENGLISH[name as keyof typeof ENGLISH];
    if (typeof english === 'string') {
      if (typeof value !== 'string') return [[name, `is ${describe(value)}, not a text in quotes. ${keep}`]];
      return normalise(value) === '' ? [[name, `is empty. ${keep}`]] : [];
    }
    const example = `${name}: (value) => \`… \${value} …\``;
    if (typeof value !== 'function')
      return [[name, `is ${describe(value)}: it has a value in it, so it is a function (${example}). ${keep}`]];
    const args = Array.from({ length: english.length }, (_, i) =>
      NUMBER_VALUES.has(name) ? 4321 + i : `VALUE-${i + 1}`,
    );
    let said: unknown;
    try {
      said = (value as (...values: unknown[]) => unknown)(...args);
    } catch (error) {
      return [
        [name, `fails when the page calls it (${error instanceof Error ? error.message : String(error)}). ${keep}`],
      ];
    }
    if (typeof said !== 'string' || normalise(said) === '') return [[name, `is empty. ${keep}`]];
    const written = (arg: string | number) =>
      typeof arg === 'string' ? [arg] : [String(arg), arg.toLocaleString('en-US'), arg.toLocaleString(language)];
    const lost = args.some((arg) => !written(arg).some((form) => said.includes(form)));
    return lost ? [[name, `leaves out the value it is given: put it in the text (${example}).`]] : [];
  });
}

/** What the demo's identity is where the content is going, or undefined where it is not checked. */
function demoSeverity(environment: Environment): Problem['severity'] | undefined {
  if (environment.command === 'serve') return 'warning';
  if (environment.mode === TEST_MODE) return undefined;
  return environment.allowDemoContent === '1' ? 'warning' : 'error';
}

const list = (problems: readonly Problem[]) => problems.map((problem) => `  ${problem.message}`).join('\n');
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The problems as the build and the dev server print them: the errors, and the warnings. */
export function problemReport(
  problems: readonly Problem[],
  environment: Pick<Environment, 'command'>,
): { readonly errors?: string; readonly warnings?: string } {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const demoWarnings = problems.filter((problem) => problem.severity === 'warning' && problem.demo);
  const otherWarnings = problems.filter((problem) => problem.severity === 'warning' && !problem.demo);
  const warnings = [
    demoWarnings.length > 0 &&
      `The demo's identity is still in the content, ${
        environment.command === 'serve'
          ? 'and a production build refuses it until you put your own in its place'
          : 'let through by ALLOW_DEMO_CONTENT=1, for a preview of the demo itself only'
      } (${count(demoWarnings.length, 'item')}):\n${list(demoWarnings)}`,
    otherWarnings.length > 0 && `The content has ${count(otherWarnings.length, 'warning')}:\n${list(otherWarnings)}`,
  ].filter(Boolean);
  return {
    ...(errors.length > 0 && {
      errors:
        `The content has ${count(errors.length, 'problem')} to fix:\n${list(errors)}` +
        (errors.some((problem) => problem.demo)
          ? "\nTo build a preview of the demo itself anyway, ALLOW_DEMO_CONTENT=1 lets the demo's identity through, as warnings."
          : ''),
    }),
    ...(warnings.length > 0 && { warnings: warnings.join('\n') }),
  };
}
