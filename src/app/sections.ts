import type { NavItem } from '@/features/navigation/SiteNav';

/** The page's sections in page order: each one's anchor id and its name, written once. */
export const SECTIONS = {
  about: { id: 'about', label: 'About' },
  projects: { id: 'projects', label: 'Projects' },
  contact: { id: 'contact', label: 'Get in Touch' },
} as const satisfies Record<string, NavItem>;

/** The navigation's items: the sections, in page order. */
export const NAV_ITEMS: readonly NavItem[] = Object.values(SECTIONS);
