import type { Profile, Project, Site } from '@/content/types';

/*
 * The demo's identity, written once. The demo content (src/content/ as the template ships it) takes
 * these values from here, and the build's content check refuses each of them, and any copy of a
 * placeholder file of this folder (the photo, the project images, the résumé), in a production
 * build. This folder is not the owner's to edit: once src/content/ no longer uses it, nothing of it
 * reaches the site, and the check still recognises the demo wherever it turns up. One export per
 * content file, so that a page bundles only what its content uses.
 */
export const DEMO_PROFILE = {
  name: 'Alex Morgan',
  email: 'alex.morgan@example.com',
  bio: [
    "I'm a software engineer and technical leader with more than ten years of experience building cloud-native applications, from the first prototype to services that run around the clock for millions of requests a day.",
    'Most of my work sits where architecture meets people: designing systems on Kubernetes and managed cloud services, setting up the delivery pipelines that keep them healthy, and leading teams that ship with confidence. I care about clear code, honest estimates and growing the engineers around me.',
    'Away from the keyboard I play music and work with wood. Both teach the same lesson I bring back to software: measure twice, cut once, and practise until it sounds right.',
  ],
} as const satisfies Pick<Profile, 'name' | 'email' | 'bio'>;

export const DEMO_PROJECTS = [
  {
    title: ['Market ', { text: 'Insight', emphasis: 'em' }, ' platform'],
    description:
      'A proof-of-concept financial analysis platform for crypto and equities. It streams real-time market data, computes technical indicators on the fly and turns them into trading signals, with a mobile app for watching positions on the go.',
    imageAlt: 'Market Insight logo: a rising candlestick chart',
  },
  {
    title: [{ text: 'Direct', emphasis: 'strong' }, ' remote desktop'],
    description:
      'A remote desktop app with Python backends and Electron frontends. Peers connect to each other directly over WebRTC, with no signaling server in between, so a session needs nothing but the two machines.',
    imageAlt: 'Direct remote desktop logo: two screens linked by a line',
  },
] as const satisfies readonly Pick<Project, 'title' | 'description' | 'imageAlt'>[];

export const DEMO_SITE = {
  url: 'https://alexmorgan.dev/',
  description:
    'Alex Morgan, software engineer and technical leader with ten years of cloud-native applications and team leadership. Projects, and a way to get in touch.',
} as const satisfies Pick<Site, 'url' | 'description'>;
