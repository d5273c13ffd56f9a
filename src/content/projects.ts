import type { Project } from './types';
import financeLogo from './images/finance-platform.svg';
import remoteDesktopLogo from './images/remote-desktop.svg';

export const projects: readonly Project[] = [
  {
    title: ['Market ', { text: 'Insight', emphasis: 'em' }, ' platform'],
    description:
      'A proof-of-concept financial analysis platform for crypto and equities. It streams real-time market data, computes technical indicators on the fly and turns them into trading signals, with a mobile app for watching positions on the go.',
    image: financeLogo,
    imageAlt: 'Market Insight logo: a rising candlestick chart',
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
