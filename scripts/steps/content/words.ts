// How the content check reads an owner's values, and writes them back in its messages.
import { distance } from 'fastest-levenshtein';
import type { Content, TitlePart } from '../../../src/content/types.ts';

/** The file each part of the content comes from, as an owner knows it. */
export const FILES = {
  profile: 'src/content/profile.ts',
  projects: 'src/content/projects.ts',
  site: 'src/content/site.ts',
  contactKeys: 'src/content/contact.ts',
  texts: 'src/content/texts.ts',
} as const satisfies Record<keyof Content, string>;

/** The template's own content modules, by the name the page imports each by (`@/content/<name>`). */
export const TEMPLATE_MODULES = Object.values(FILES).map((file) => file.replace(/^src\/content\/|\.ts$/g, ''));

/** The file that exports a part of the content: a section's own is the file of its name (now.ts exports now). */
export const fileOf = (part: string): string =>
  Object.hasOwn(FILES, part) ? FILES[part as keyof typeof FILES] : `src/content/${part}.ts`;

/** The fixes of items that both the mistakes and the demo's identity check: one text, whichever finds it. */
export const FIXES = {
  email: 'Put your own address, or remove the line.',
  profileLink: "Put your profile's address, or remove the link.",
  buttonLink: 'Link to your project, or remove buttonLink and buttonText.',
  siteUrl: 'Put the address your site is served at (https://you.github.io/portfolio/), or set SITE_URL when you build.',
};

/** A text as it reads, for comparing: runs of spaces as one. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A title as it reads, without its emphasis. */
export const titleText = (title: readonly TitlePart[]) =>
  normalise(title.map((part) => (typeof part === 'string' ? part : part.text)).join(''));
/** A value as a message shows it: long texts cut at a word. */
export function shown(text: string): string {
  const value = normalise(text);
  return value.length <= 48 ? value : `${value.slice(0, 48).replace(/\s+\S*$/, '')}…`;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an owner wrote, in their words: "a text", "a list", "missing"… */
export function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'a text';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The name a misspelt one most likely means: within two letters, or the same but for case. */
export function meant(name: string, names: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const [closest] = names
    .map((candidate) => ({ candidate, letters: distance(lower, candidate.toLowerCase()) }))
    .filter(({ letters }) => letters <= 2)
    .sort((a, b) => a.letters - b.letters);
  return closest?.candidate;
}

/** An http(s) address, parsed; undefined for anything else. */
export function webUrl(value: string): URL | undefined {
  const url = URL.parse(value);
  return url?.protocol === 'http:' || url?.protocol === 'https:' ? url : undefined;
}

/** The address a mailto: link writes to; undefined for any other value. */
export function mailtoAddress(value: string): string | undefined {
  const url = URL.parse(value);
  return url?.protocol === 'mailto:' ? decodeURIComponent(url.pathname) : undefined;
}

// The owner's address goes into mailto: links: nothing that would end the address there (? #), and a
// domain of letters, digits and hyphens.
const EMAIL = /^[^\s@?#]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;
export const isEmailAddress = (address: string) => !/^mailto:/i.test(address) && EMAIL.test(address);
