import { enhancePauseButton } from '@/features/background/pauseControl';
import { enhanceMenu } from '@/features/navigation/menu';
import { enhanceSectionLinks } from '@/features/navigation/sectionLinks';

/** The side navigation, and the menu the burger opens on phones. */
export const MENU_ID = 'site-navigation';

/** How SiteShell.tsx marks the buttons this module brings to life. */
export const BURGER = { 'data-chrome': 'burger' } as const;
export const PAUSE = { 'data-chrome': 'pause' } as const;

const part = (container: Element, marker: typeof BURGER | typeof PAUSE) =>
  container.querySelector<HTMLButtonElement>(`button[data-chrome="${marker['data-chrome']}"]`);

/**
 * Brings the prerendered navigation to life without a framework: the burger, the section links and
 * the pause control. Marks the container `data-hydrated` once done (the browser tests wait for it).
 */
export function enhanceNavigation(container: Element): void {
  const burger = part(container, BURGER);
  const menu = burger ? enhanceMenu(burger, container) : undefined;
  const links = [...container.querySelectorAll<HTMLAnchorElement>(`#${MENU_ID} nav a[href^="#"]`)];
  enhanceSectionLinks(links, () => menu?.close());
  const pause = part(container, PAUSE);
  if (pause) enhancePauseButton(pause);
  container.setAttribute('data-hydrated', '');
}
