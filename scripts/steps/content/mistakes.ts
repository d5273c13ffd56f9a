// The owner's usual mistakes in content of the right shape: a text left empty, a link or an address
// that would not work, a tag colour white text cannot be read on, an image the build cannot use, a
// language that is not one, a text of the page that says nothing, a contact key not set.
import { luminance, parseThemeColor } from '@mantine/core';
import {
  CONTACT_VARIABLES,
  RECAPTCHA_TEST_SITE_KEY,
  unsetContactKeys,
  usesTestCaptchaKey,
} from '../../../src/app/config/contactSettings.ts';
import { languageOf } from '../../../src/app/config/language.ts';
import { resolvedTheme } from '../../../src/app/config/layout.ts';
import { TAG_COLOR } from '../../../src/app/config/theme.ts';
import type { ContactKeys, Content, Image } from '../../../src/content/types.ts';
import type { Environment, Files } from './inputs.ts';
import { reporter, type Problem, type Report } from './report.ts';
import { textProblems } from './texts.ts';
import { FILES, FIXES, isEmailAddress, mailtoAddress, normalise, shown, titleText, webUrl } from './words.ts';

/** White text needs this contrast on its background (WCAG AA, normal text). */
const MIN_CONTRAST = 4.5;

const KEY_NAMES: Record<keyof ContactKeys, string> = {
  emailjsPublicKey: 'EmailJS public key',
  emailjsServiceId: 'EmailJS service ID',
  emailjsTemplateId: 'EmailJS template ID',
  recaptchaSiteKey: 'reCAPTCHA site key',
};

export const isLanguage = (tag: string) => {
  try {
    languageOf(tag);
    return true;
  } catch {
    return false;
  }
};

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

/** A text the page shows, often as a link's or a button's only name: empty, it shows nothing. */
const filled = (report: Report, item: string, value: string, fix: string) => {
  if (normalise(value) === '') report(item, `is empty. ${fix}`);
};

const alt = (report: Report, item: string, value: string, what: string) =>
  filled(report, item, value, `Describe ${what} for visitors who cannot see it.`);

/** An image, or the résumé: what the image pipeline says of it. */
const made = (report: Report, item: string, value: Image) => {
  if (typeof value === 'string') return;
  const shownPath = value.file.path.replace(/^src\/content\//, '');
  if (value.problem) report(`${item} (${shownPath})`, value.problem);
  if (value.warning) report(`${item} (${shownPath})`, value.warning, 'warning');
};

const email = (report: Report, item: string, address: string, fix: string) => {
  if (/^mailto:/i.test(address))
    report(item, `starts with mailto: (${address}). Write the address alone (${address.slice('mailto:'.length)}).`);
  else if (!isEmailAddress(address)) report(item, `is not an e-mail address (${address}). ${fix}`);
};

/** A link visitors follow: http(s) or mailto only. */
const link = (report: Report, item: string, value: string, fix: string) => {
  const address = mailtoAddress(value);
  if (address !== undefined) email(report, item, address, fix);
  else if (!webUrl(value)) report(item, `is not an http(s): or mailto: link (${value}). ${fix}`);
};

/** Every mistake of the content, file by file. */
export function mistakes(content: Content, environment: Environment, files: Files): Problem[] {
  const found: Problem[] = [];
  const at = reporter(found);

  // src/content/profile.ts
  const { profile } = content;
  const me = at(FILES.profile);
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
  made(me, 'photo', profile.photo);
  alt(me, 'photoAlt', profile.photoAlt, 'the photo');
  if (profile.email !== undefined) email(me, 'email', profile.email, FIXES.email);
  profile.links?.forEach((entry, i) => {
    filled(me, `links[${i}].label`, entry.label, "Name the profile (GitHub, LinkedIn…): it is the link's text.");
    link(me, `links[${i}].url`, entry.url, FIXES.profileLink);
  });
  if (profile.resume)
    filled(me, 'resume.label', profile.resume.label, "Label the résumé (Résumé (PDF)): it is the link's text.");

  // src/content/projects.ts
  const work = at(FILES.projects);
  content.projects.forEach((project, i) => {
    const item = `projects[${i}]`;
    filled(work, `${item}.title`, titleText(project.title), 'Give the project a title.');
    filled(work, `${item}.description`, project.description, 'Describe the project.');
    made(work, `${item}.image`, project.image);
    alt(work, `${item}.imageAlt`, project.imageAlt, 'the image');
    // The button shows only with both: its text and where it leads.
    if (project.buttonText !== undefined && project.buttonLink === undefined)
      work(`${item}.buttonText`, 'has no buttonLink: the button would not show. Add buttonLink, or remove buttonText.');
    if (project.buttonLink !== undefined && project.buttonText === undefined)
      work(
        `${item}.buttonLink`,
        'has no buttonText: the button would not show. Add buttonText (View on GitHub), or remove buttonLink.',
      );
    if (project.buttonText !== undefined)
      filled(
        work,
        `${item}.buttonText`,
        project.buttonText,
        "Write the button's text, or remove buttonText and buttonLink.",
      );
    if (project.buttonLink !== undefined) link(work, `${item}.buttonLink`, project.buttonLink, FIXES.buttonLink);
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
  const site = at(FILES.site);
  if (environment.siteUrl) {
    if (!webUrl(environment.siteUrl))
      found.push({
        severity: 'error',
        demo: false,
        message: `SITE_URL is not an http(s): address (${environment.siteUrl}). Set it to the address your site is served at (https://you.github.io/portfolio/).`,
      });
  } else {
    if (!webUrl(content.site.url)) site('url', `is not an http(s): address (${content.site.url}). ${FIXES.siteUrl}`);
  }
  // Without one, the share image is described by the name and role, which are checked above.
  if (content.site.shareImageAlt !== undefined)
    alt(site, 'shareImageAlt', content.site.shareImageAlt, 'the share image');

  const language = content.site.language ?? 'en';
  if (!isLanguage(language))
    site(
      'language',
      `is not a language tag (${shown(language)}). Write one as BCP 47 does: 'en', 'fr', 'pt-BR', 'ja', 'ar'.`,
    );
  // A number in a text is checked as the site's language writes it.
  const texts = at(FILES.texts);
  for (const [item, text] of textProblems(content.texts, isLanguage(language) ? language : 'en')) texts(item, text);

  // src/content/contact.ts, in builds only: the dev server sends to its mail catcher
  if (environment.command === 'build') {
    const keys = at(FILES.contactKeys);
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
  return found;
}
