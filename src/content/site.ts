import type { Site } from './types';
import favicon from './images/favicon.svg?no-inline';
import shareImage from './images/share.png?no-inline';
import touchIcon from './images/touch-icon.png?no-inline';

export const site: Site = {
  // Building with SITE_URL set wins over this (the deploy workflow sets it for GitHub Pages).
  url: 'https://alexmorgan.dev/',
  description:
    'Alex Morgan, software engineer and technical leader with ten years of cloud-native applications and team leadership. Projects, and a way to get in touch.',
  shareImage,
  shareImageAlt: 'Alex Morgan, software engineer and technical leader',
  favicon,
  touchIcon,
};
