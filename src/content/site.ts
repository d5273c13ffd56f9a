import type { Site } from './types';
// The demo's address and description (src/demo/): a production build refuses them.
import { DEMO_SITE } from '@/demo/identity';
import favicon from './images/favicon.svg?no-inline';
import touchIcon from './images/touch-icon.png?no-inline';

export const site: Site = {
  // Building with SITE_URL set wins over this (the deploy workflow sets it for GitHub Pages).
  url: DEMO_SITE.url,
  description: DEMO_SITE.description,
  // No shareImage: the build draws the share image from profile.ts (the README says how to use your own).
  favicon,
  touchIcon,
};
