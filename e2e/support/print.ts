// What a page printed must read, from the content it was built from: the checks of print.spec.ts
// (Chromium's PDF) and of the Gecko and WebKit journeys (e2e/engines/), which print as their drivers
// allow. The PDF's text comes from Debian's poppler-utils (`pdftotext`, installed by .ci/run).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { sectionsIn } from '../../src/app/config/sections.ts';
import type { Content, PageTexts } from '../../src/content/types.ts';
import { titleText } from './ownerSite.ts';

/** The text of each sheet of a PDF, in reading order, as `pdftotext` extracts it (written to `file` first). */
export function pdfSheets(pdf: Uint8Array, file: string): string[] {
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  // Every sheet ends with a form feed.
  return text.split('\f').slice(0, -1);
}

/** Text as compared: without any white space, which a line or a sheet's end may break anywhere. */
const squash = (text: string) => text.replace(/\s+/g, '');

/** A sheet's lines as read, a form label's required mark left off. */
const linesOf = (sheet: string) =>
  sheet
    .split('\n')
    .map((line) => line.trim().replace(/\s*\*$/, ''))
    .filter(Boolean);

/**
 * What is wrong with the printed text of a page built from `content` and served at `siteUrl`, one
 * sentence a problem (none when it reads as it must):
 * - the name once, the role; each project's title, its whole description and its link's address, on
 *   the title's sheet and before the next title; the e-mail, each profile's and the résumé's address,
 *   and the site's own address;
 * - no navigation item but the section headings once each, no skip link, pause control or form label.
 */
export function printedTextProblems(
  sheets: readonly string[],
  content: Content,
  texts: PageTexts,
  siteUrl: string,
): string[] {
  const problems: string[] = [];
  const squashed = sheets.map(squash);
  const whole = squashed.join('');
  const lines = sheets.flatMap(linesOf);
  const { profile, projects } = content;
  const count = (line: string) => lines.filter((seen) => seen === line).length;
  const sections = sectionsIn(texts);
  const order = Object.values(sections);
  const afterProjects = order[order.indexOf(sections.projects) + 1]?.label ?? '';

  if (count(profile.name) !== 1) problems.push(`the name is printed ${count(profile.name)} times, not once`);
  const present = [
    profile.role,
    profile.email,
    ...(profile.links ?? []).map((link) => link.url),
    profile.resume?.label,
    siteUrl,
  ];
  for (const text of present) if (text && !whole.includes(squash(text))) problems.push(`missing: ${text}`);
  if (profile.resume) {
    // The build names the file by its content's hash: assets/<name>-<hash>.pdf.
    const stem = profile.resume.file.replace(/^.*\//, '').replace(/\.pdf.*$/, '');
    const prefix = `${squash(siteUrl)}assets/${stem}-`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const address = new RegExp(`${prefix}[\\w-]+\\.pdf`);
    if (!address.test(whole)) problems.push(`missing: the résumé's address, ${siteUrl}assets/${stem}-….pdf`);
  }

  // Each project from its title to the next title (or the contact heading, or its sheet's end): its
  // card is never split.
  let sheet = 0;
  let from = 0;
  projects.forEach((project, index) => {
    const title = squash(titleText(project.title));
    while (sheet < squashed.length && !(squashed[sheet] ?? '').includes(title, from)) [sheet, from] = [sheet + 1, 0];
    const text = squashed[sheet] ?? '';
    const start = text.indexOf(title, from);
    if (start < 0) return void problems.push(`missing: project ${index + 1}'s title, ${titleText(project.title)}`);
    // The card ends where the next title starts, or for the last, the next section's heading.
    const next = projects[index + 1];
    const end = text.indexOf(next ? squash(titleText(next.title)) : squash(afterProjects), start + title.length);
    const card = text.slice(start, end < 0 ? undefined : end);
    const name = titleText(project.title);
    if (!card.includes(squash(project.description)))
      problems.push(`project ${index + 1} (${name}): its whole description is not on its title's sheet`);
    if (project.buttonLink && !card.includes(squash(project.buttonLink)))
      problems.push(`project ${index + 1} (${name}): its address ${project.buttonLink} is not on its title's sheet`);
    from = start + title.length;
  });

  // A navigation item shows only as its section's heading; the About section's heading is the name.
  for (const section of Object.values(sections)) {
    const times = section === sections.about ? 0 : 1;
    if (count(section.label) > times)
      problems.push(`"${section.label}" is printed ${count(section.label)} times, not ${times}`);
  }
  const absent = [
    texts.skipToContent,
    texts.pauseAnimation,
    texts.menuButton,
    texts.fullName,
    texts.email,
    texts.message,
    texts.send,
    texts.reset,
  ];
  for (const text of absent) if (count(text) > 0) problems.push(`printed: ${text}`);
  return problems;
}

/**
 * Run in the page (whatever the engine: it uses nothing outside itself) once print rules apply:
 * each text the page shows whose ink is under 4.5:1 on white paper, and each background colour or
 * image, which paper leaves out or prints on ink (the photo and the project images are <img>).
 */
export function inkProblems(): string[] {
  const problems: string[] = [];
  const channels = (color: string): number[] | undefined => {
    const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(color);
    if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, Number(srgb[4] ?? 1)];
    const rgb = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:[,/] ?([\d.]+))?\)$/.exec(color);
    if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] ?? 1)];
    return undefined;
  };
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const opacityOf = (element: Element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  };
  const checkInk = (element: Element, style: CSSStyleDeclaration, what: string) => {
    const color = channels(style.color);
    if (!color) return void problems.push(`${what}: a colour not read, ${style.color}`);
    const [r = 0, g = 0, b = 0, alpha = 1] = color;
    const a = alpha * opacityOf(element);
    // Ink over white paper.
    const ratio = 1.05 / (luminance([r, g, b].map((c) => c * a + 255 * (1 - a))) + 0.05);
    if (ratio < 4.5) problems.push(`${what}: ${style.color} on white is ${ratio.toFixed(2)}:1`);
  };
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (element.getClientRects().length === 0 || style.visibility !== 'visible') continue;
    const background = channels(style.backgroundColor);
    const white = background && background.slice(0, 3).every((c) => c >= 254);
    if (!background || ((background[3] ?? 1) > 0 && !white))
      problems.push(`${describe(element)}: background ${style.backgroundColor}`);
    if (style.backgroundImage !== 'none') problems.push(`${describe(element)}: background image`);
    if (element instanceof HTMLCanvasElement) problems.push('a canvas is printed');
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (ownText) checkInk(element, style, describe(element));
    for (const pseudo of ['::before', '::after']) {
      const generated = getComputedStyle(element, pseudo);
      if (!['none', 'normal', '""'].includes(generated.content))
        checkInk(element, generated, `${describe(element)}${pseudo}`);
    }
  }
  return problems;
}

/**
 * Run in the page: applies its print stylesheets to the screen, where a driver can neither print nor
 * emulate print media (WebKitWebDriver; Firefox's WebDriver BiDi): the engine's own reading of the
 * print rules, short of its paginating them. Resolves once they apply.
 */
export function applyPrintRulesOnScreen(): Promise<number> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][media="print"]')];
  return Promise.all(
    links.map((link) => {
      link.media = 'all';
      return link.sheet ? undefined : new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
    }),
  ).then(() => links.length);
}

/**
 * Run in the page: the text it shows, as printed, the text the rules generate after an element
 * (`content: attr(href)`) written in, where reading the page's text would leave it out.
 */
export function printedText(): string {
  for (const element of document.body.querySelectorAll('*')) {
    const content = getComputedStyle(element, '::after').content;
    const attribute = /^attr\(([\w-]+)\)$/.exec(content);
    const text = attribute ? element.getAttribute(attribute[1] ?? '') : /^"(.*)"$/.exec(content)?.[1];
    if (text) element.append(Object.assign(document.createElement('span'), { textContent: `\n${text}` }));
  }
  return document.body.innerText;
}
