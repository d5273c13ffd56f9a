/** The page's sections in page order: each one's anchor id and its name, written once. */
export const SECTIONS = {
  about: { id: 'about', label: 'About' },
  projects: { id: 'projects', label: 'Projects' },
  contact: { id: 'contact', label: 'Get in Touch' },
} as const satisfies Record<string, { readonly id: string; readonly label: string }>;

/** The navigation's items: the sections, in page order (the browser tests read them here too). */
export const NAV_ITEMS = Object.values(SECTIONS);
