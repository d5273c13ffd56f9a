import type { Project } from './types';
// The demo's projects and placeholder images (src/demo/): a production build refuses them. Put your
// own texts in their place, and your images in src/content/images/ (`import shot from './images/shot.png'`).
import { DEMO_PROJECTS } from '@/demo/identity';
import financeLogo from '@/demo/finance-platform.svg';
import remoteDesktopLogo from '@/demo/remote-desktop.svg';

const [marketInsight, remoteDesktop] = DEMO_PROJECTS;

export const projects: readonly Project[] = [
  {
    title: marketInsight.title,
    description: marketInsight.description,
    image: financeLogo,
    imageAlt: marketInsight.imageAlt,
    buttonText: 'View Project at Github',
    buttonLink: 'https://github.com/',
    tags: [
      { name: 'React Native', url: 'https://reactnative.dev/' },
      { name: 'FastAPI', url: 'https://fastapi.tiangolo.com/' },
      { name: 'PostgreSQL', url: 'https://www.postgresql.org/' },
      { name: 'Redis', url: 'https://redis.io/' },
      { name: 'Expo', url: 'https://expo.dev/' },
    ],
  },
  {
    title: remoteDesktop.title,
    description: remoteDesktop.description,
    image: remoteDesktopLogo,
    imageAlt: remoteDesktop.imageAlt,
    buttonText: 'View Project at Github',
    buttonLink: 'https://github.com/',
    tags: [
      { name: 'WinPython', url: 'https://winpython.github.io/', color: 'blue.9' },
      { name: 'Electron', url: 'https://www.electronjs.org/', color: 'grape.9' },
      { name: 'WebRTC', color: 'teal.9' },
    ],
  },
];
