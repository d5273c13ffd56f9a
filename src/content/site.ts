import type { Site } from './types';
import favicon from './images/favicon.svg?no-inline';
import touchIcon from './images/touch-icon.png?no-inline';

export const site: Site = {
  // The address the site is served at, with its sub-path if any. Building with SITE_URL set wins over
  // this (the deploy workflow sets it for GitHub Pages). A production build refuses the demo's.
  url: 'https://alexmorgan.dev/',
  description:
    'Alex Morgan, software engineer and technical leader with ten years of cloud-native applications and team leadership. Projects, and a way to get in touch.',
  // No shareImage: the build draws the share image from profile.ts (the README says how to use your own).
  favicon,
  touchIcon,
};
