// The checks of an owner's own site: what the page must show, read from the content it was built
// from, never from a literal, so that they hold for any owner's content. `expectedPage` says what the
// content asks for; `readPage` reads the same facts from the page; a test compares the two.
import type { Page } from '@playwright/test';
import { ENGLISH } from '../../src/app/config/english.ts';
import { languageOf } from '../../src/app/config/language.ts';
import { sectionsIn } from '../../src/app/config/sections.ts';
import type { Content, Image, PageTexts, TitlePart } from '../../src/content/types.ts';

/** A link as a visitor meets it: its text (as a screen reader reads it) and where it goes. */
export interface LinkFacts {
  readonly text: string;
  readonly href: string;
  readonly newTab: boolean;
}

export interface CardFacts {
  readonly title: string;
  /** The emphasised runs of the title: `em:Insight`. */
  readonly emphasis: readonly string[];
  readonly imageAlt: string;
  readonly description: string;
  readonly tags: readonly { readonly name: string; readonly href: string | null }[];
  readonly button: LinkFacts | null;
}

export interface PageFacts {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly name: string;
  /** The role, then each paragraph of the bio. */
  readonly about: readonly string[];
  readonly photoAlt: string;
  readonly cards: readonly CardFacts[];
  /** The owner's profiles, e-mail and résumé, in the navigation. */
  readonly ownerLinks: readonly LinkFacts[];
  readonly jsonLd: {
    readonly name: string;
    readonly jobTitle: string;
    readonly url: string;
    readonly sameAs: readonly string[];
  };
}

/** A title's text as it reads, its runs joined. */
export const titleText = (title: readonly TitlePart[]) =>
  title.map((part) => (typeof part === 'string' ? part : part.text)).join('');

/** The page's own texts for this content: those it overrides, English for the others. */
export const pageTexts = (content: Content): PageTexts => ({ ...ENGLISH, ...content.texts });
/**
 * A file of the site by its name: the content names it by its path in the project, the page by the
 * URL the build gave it (`/assets/resume-<hash>.pdf`), which the page's side reads without the hash.
 */
const fileName = (url: string) => url.replace(/[?#].*$/, '').replace(/^.*\//, '');

/** What the home page must show for this content, served at `siteUrl`. */
export function expectedPage(content: Content, siteUrl: string): PageFacts {
  const { profile, projects, site } = content;
  const texts = pageTexts(content);
  const inNewTab = (label: string) => `${label} ${texts.opensInNewTab}`;
  const newTab = (text: string, href: string): LinkFacts => ({ text: inNewTab(text), href, newTab: true });
  return {
    title: `${profile.name} — ${profile.role}`,
    description: site.description,
    canonical: siteUrl,
    name: profile.name,
    about: [profile.role, ...profile.bio],
    photoAlt: profile.photoAlt,
    cards: projects.map((project) => ({
      title: titleText(project.title),
      emphasis: project.title.flatMap((part) => (typeof part === 'string' ? [] : [`${part.emphasis}:${part.text}`])),
      imageAlt: project.imageAlt,
      description: project.description,
      tags: project.tags.map((tag) => ({ name: tag.name, href: tag.url ?? null })),
      button:
        project.buttonLink && project.buttonText
          ? { text: project.buttonText, href: project.buttonLink, newTab: true }
          : null,
    })),
    ownerLinks: [
      ...(profile.links ?? []).map((link) => newTab(link.label, link.url)),
      ...(profile.email ? [{ text: profile.email, href: `mailto:${profile.email}`, newTab: false }] : []),
      ...(profile.resume
        ? [
            newTab(profile.resume.label, fileName(profile.resume.file)),
            { text: texts.downloadResume(profile.resume.label), href: fileName(profile.resume.file), newTab: false },
          ]
        : []),
    ],
    jsonLd: {
      name: profile.name,
      jobTitle: profile.role,
      url: siteUrl,
      sameAs: (profile.links ?? []).map((l) => l.url),
    },
  };
}

/** The same facts, read from the page as it is now, which names its lists in `texts`. */
export function readPage(page: Page, texts: PageTexts): Promise<PageFacts> {
  const lists = { ownerLinks: texts.ownerLinks, technologies: texts.technologies };
  return page.evaluate(({ ownerLinks, technologies }) => {
    const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const link = (a: HTMLAnchorElement) => {
      const href = a.getAttribute('href') ?? '';
      // A file the build wrote (the résumé): its name, without the hash the build added.
      const own = /^\/|^\.\.?\//.test(href);
      return {
        text: a.getAttribute('aria-label') ?? text(a),
        href: own ? href.replace(/^.*\//, '').replace(/-[\w-]{8}(\.[^.]+)$/, '$1') : href,
        newTab: a.target === '_blank',
      };
    };
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? '';
    const person = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    return {
      title: document.title,
      description: attribute('meta[name="description"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      name: text(document.querySelector('h1')),
      about: [...document.querySelectorAll('#about p')].map(text),
      photoAlt: attribute('#about img', 'alt'),
      cards: [...document.querySelectorAll('#projects .mantine-Card-root')].map((card) => {
        const button = card.querySelector<HTMLAnchorElement>('a.mantine-Button-root');
        return {
          title: text(card.querySelector('h3')),
          emphasis: [...card.querySelectorAll('h3 em, h3 strong')].map((run) => `${run.localName}:${text(run)}`),
          imageAlt: card.querySelector('img')?.getAttribute('alt') ?? '',
          description: text(card.querySelector('[data-line-clamp], .mantine-Text-root')),
          tags: [...card.querySelectorAll(`[aria-label="${technologies}"] li`)].map((tag) => ({
            name: text(tag),
            href: tag.querySelector('a')?.getAttribute('href') ?? null,
          })),
          button: button ? link(button) : null,
        };
      }),
      ownerLinks: [...document.querySelectorAll<HTMLAnchorElement>(`[aria-label="${ownerLinks}"] a`)].map(link),
      jsonLd: { name: person.name, jobTitle: person.jobTitle, url: person.url, sameAs: person.sameAs ?? [] },
    };
  }, lists);
}

/** The page's own words and its language, which the content sets. */
export interface ChromeFacts {
  readonly lang: string;
  readonly dir: string;
  readonly skipLink: string;
  /** The names of the site's navigation, of its sections' list, of the burger and of the pause control. */
  readonly names: readonly string[];
  readonly navItems: readonly string[];
  /** The headings of the sections that have one of their own, in page order (About's is the owner's name). */
  readonly headings: readonly string[];
  /** The name of each card's list of tags. */
  readonly tagLists: readonly string[];
}

/** What the page must say in its own words for this content. */
export function expectedChrome(content: Content): ChromeFacts {
  const texts = pageTexts(content);
  const language = languageOf(content.site.language);
  const sections = sectionsIn(texts);
  return {
    lang: language.tag,
    dir: language.direction,
    skipLink: texts.skipToContent,
    names: [texts.siteNavigation, texts.sectionsNavigation, texts.menuButton, texts.pauseAnimation],
    navItems: Object.values(sections).map((section) => section.label),
    headings: Object.values(sections)
      .filter((section) => section !== sections.about)
      .map((section) => section.label),
    tagLists: content.projects.map(() => texts.technologies),
  };
}

/** The same, read from the page. */
export function readChrome(page: Page): Promise<ChromeFacts> {
  return page.evaluate(() => {
    const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const name = (selector: string) => document.querySelector(selector)?.getAttribute('aria-label') ?? '';
    const nav = document.querySelector('nav[aria-label]');
    return {
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      skipLink: text(document.querySelector('a[href="#main"]')),
      names: [
        name('aside[aria-label]'),
        name('nav[aria-label]'),
        name('.mantine-Burger-root'),
        name('[data-chrome="pause"]'),
      ],
      navItems: [...(nav?.querySelectorAll('a') ?? [])].map(text),
      headings: [...document.querySelectorAll('main h2')].map(text),
      tagLists: [...document.querySelectorAll('#projects .mantine-Card-root ul[aria-label]')].map(
        (list) => list.getAttribute('aria-label') ?? '',
      ),
    };
  });
}

/** The number of widths in a `srcset`. */
const candidates = (srcset: string) => srcset.split(',').filter((candidate) => candidate.trim()).length;

export interface ImageFacts {
  readonly alt: string;
  /** Each `<source>`: its type and how many widths it offers. */
  readonly sources: readonly { readonly type: string; readonly widths: number }[];
  /** The shape of the file the page shows (width / height; 0 for an SVG). */
  readonly shape: number;
}

/** The page's images as the content asks for them: the portrait (cropped square), then each card's. */
export function expectedImages(content: Content): ImageFacts[] {
  const facts = (image: Image, alt: string, shape?: number): ImageFacts => {
    if (typeof image === 'string') return { alt, sources: [], shape: 0 };
    return {
      alt,
      sources: image.sources.map((source) => ({ type: source.type, widths: candidates(source.srcset) })),
      shape: shape ?? image.file.width / image.file.height,
    };
  };
  return [
    facts(content.profile.photo, content.profile.photoAlt, 1),
    ...content.projects.map((project) => facts(project.image, project.imageAlt)),
  ];
}

/** The page's images, read from the page; `shape` from the file the browser picked, once loaded. */
export function readImages(page: Page): Promise<ImageFacts[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('#about img, #projects img')].map((img) => {
      const sources = [...(img.parentElement?.querySelectorAll('source') ?? [])];
      return {
        alt: img.alt,
        sources: sources.map((source) => ({
          type: source.type,
          widths: (source.getAttribute('srcset') ?? '').split(',').filter((c) => c.trim()).length,
        })),
        // An SVG is drawn as it is, in a plain <img>.
        shape: sources.length === 0 || !img.naturalHeight ? 0 : img.naturalWidth / img.naturalHeight,
      };
    }),
  );
}
