/// <reference types="vite/client" />
// The demo content as the template ships it in src/content/, made of the demo's identity alone, for
// the production build's test: it builds this in place of src/content/, so the test still builds the
// demo (and the check still refuses it) once an owner has replaced everything there.
import type { ContactKeys, Profile, Project, Site } from '@/content/types';
import { DEMO_PROFILE, DEMO_PROJECTS, DEMO_SITE } from '@/demo/identity';
import photo from '@/demo/avatar.svg';
import financeLogo from '@/demo/finance-platform.svg';
import remoteDesktopLogo from '@/demo/remote-desktop.svg';
import resume from '@/demo/resume.pdf?no-inline';

const placeholderLinks = [
  { label: 'GitHub', url: 'https://github.com/' },
  { label: 'LinkedIn', url: 'https://www.linkedin.com/' },
];

export const profile: Profile = {
  name: DEMO_PROFILE.name,
  role: 'Software engineer and technical leader',
  bio: DEMO_PROFILE.bio,
  photo,
  photoAlt: `Portrait of ${DEMO_PROFILE.name}`,
  email: DEMO_PROFILE.email,
  links: placeholderLinks,
  resume: { file: resume, label: 'Résumé (PDF)' },
};

export const projects: readonly Project[] = DEMO_PROJECTS.map((project, i) => ({
  ...project,
  image: [financeLogo, remoteDesktopLogo][i] ?? financeLogo,
  buttonText: 'View Project at Github',
  buttonLink: 'https://github.com/',
  tags: [{ name: 'WebRTC', color: 'teal.9' }],
}));

export const site: Site = {
  url: DEMO_SITE.url,
  description: DEMO_SITE.description,
  shareImage: '/share.png',
  shareImageAlt: `${DEMO_PROFILE.name}, software engineer and technical leader`,
  favicon: '/favicon.svg',
  touchIcon: '/touch-icon.png',
};

export const contactKeys: ContactKeys = {
  emailjsPublicKey: 'YOUR_EMAILJS_PUBLIC_KEY',
  emailjsServiceId: 'YOUR_EMAILJS_SERVICE_ID',
  emailjsTemplateId: 'YOUR_EMAILJS_TEMPLATE_ID',
  recaptchaSiteKey: 'YOUR_RECAPTCHA_SITE_KEY',
};
