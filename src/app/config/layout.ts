import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { PORTRAIT_SIZE } from '../../features/about/portrait.ts';
import { CARD_IMAGE_HEIGHT } from '../../features/projects/cardLayout.ts';
import { theme } from './theme.ts';

/** The side navigation's width from `sm` up, in CSS px. */
export const NAVBAR_WIDTH = 300;

/** The header's height below `sm`, where it holds the burger, in CSS px; from `sm` up there is none. */
export const HEADER_HEIGHT = 60;

/** How wide the main column's content may grow beside the navigation. */
export const CONTENT_MAX_WIDTH = '80rem';

/** The main column's padding (theme spacings): `inline` on both sides, `besideNavbar` left of it from `sm` up. */
export const MAIN_PADDING = { inline: 'md', besideNavbar: 'xl' } as const;

export const resolvedTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/**
 * What the stylesheets read as $variables (postcss-simple-vars in vite.config.ts): the theme's
 * breakpoints as $mantine-breakpoint-xs … xl, the page's frame and its images' sizes, so each number
 * is written once.
 */
export const CSS_VARIABLES: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(resolvedTheme.breakpoints).map(([name, value]) => [`mantine-breakpoint-${name}`, value]),
  ),
  'navbar-width': `${NAVBAR_WIDTH}px`,
  'header-height': `${HEADER_HEIGHT}px`,
  'content-max-width': CONTENT_MAX_WIDTH,
  'main-padding': `var(--mantine-spacing-${MAIN_PADDING.inline})`,
  'navbar-gap': `var(--mantine-spacing-${MAIN_PADDING.besideNavbar})`,
  'portrait-size': `${PORTRAIT_SIZE}px`,
  'card-image-height': `${CARD_IMAGE_HEIGHT}px`,
};
