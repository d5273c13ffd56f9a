import type { Project } from './types';
// The demo's placeholder images (src/demo/): a production build refuses them, and the texts below.
// Put your own texts in their place, and your images in src/content/images/
// (`import shot from './images/shot.png?card'`). At least one project.
import financeLogo from '@/demo/finance-platform.svg';
import remoteDesktopLogo from '@/demo/remote-desktop.svg';

export const projects: readonly Project[] = [
  {
    // A list of runs: a text, or { text, emphasis: 'em' or 'strong' } for the words to stress.
    title: ['Market ', { text: 'Insight', emphasis: 'em' }, ' platform'],
    description:
      'A proof-of-concept financial analysis platform for crypto and equities. It streams real-time market data, computes technical indicators on the fly and turns them into trading signals, with a mobile app for watching positions on the go.',
    image: financeLogo,
    imageAlt: 'Market Insight logo: a rising candlestick chart',
    // Optional, both or neither: a full-width button that opens the link in a new tab.
    buttonText: 'View Project at Github',
    buttonLink: 'https://github.com/',
    // Each tag: a name, and optionally a url (opened in a new tab) and a colour dark enough for white text.
    tags: [
      { name: 'React Native', url: 'https://reactnative.dev/' },
      { name: 'FastAPI', url: 'https://fastapi.tiangolo.com/' },
      { name: 'PostgreSQL', url: 'https://www.postgresql.org/' },
      { name: 'Redis', url: 'https://redis.io/' },
      { name: 'Expo', url: 'https://expo.dev/' },
    ],
  },
  {
    title: [{ text: 'Direct', emphasis: 'strong' }, ' remote desktop'],
    description:
      'A remote desktop app with Python backends and Electron frontends. Peers connect to each other directly over WebRTC, with no signaling server in between, so a session needs nothing but the two machines.',
    image: remoteDesktopLogo,
    imageAlt: 'Direct remote desktop logo: two screens linked by a line',
    buttonText: 'View Project at Github',
    buttonLink: 'https://github.com/',
    tags: [
      { name: 'WinPython', url: 'https://winpython.github.io/', color: 'blue.9' },
      { name: 'Electron', url: 'https://www.electronjs.org/', color: 'grape.9' },
      { name: 'WebRTC', color: 'teal.9' },
    ],
  },
];
