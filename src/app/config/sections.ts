/**
 * The page's sections in page order: each one's anchor id and its name in English, written once. The
 * page's texts (src/content/texts.ts) may name a section otherwise, by its key here.
 */
export const SECTIONS = {
  about: { id: 'about', label: 'About' },
  projects: { id: 'projects', label: 'Projects' },
  contact: { id: 'contact', label: 'Get in Touch' },
} as const satisfies Record<string, { readonly id: string; readonly label: string }>;

type SectionName = keyof typeof SECTIONS;

/** The navigation's items in English: the sections, in page order (the browser tests read them here too). */
export const NAV_ITEMS = Object.values(SECTIONS);

/** The sections named in the page's texts: a section they do not name keeps its English name. */
export const sectionsIn = (texts: { readonly [name in SectionName]?: string }) =>
  Object.fromEntries(
    Object.entries(SECTIONS).map(([name, { id, label }]) => [name, { id, label: texts[name as SectionName] ?? label }]),
  ) as { readonly [name in SectionName]: { readonly id: (typeof SECTIONS)[name]['id']; readonly label: string } };
