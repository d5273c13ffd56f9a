import type { Profile } from './types';
// The demo's placeholders (src/demo/): a production build refuses every one of them, and its texts
// below. Put your own in their place, and your files in src/content/ (the photo in images/,
// imported for its place: `import photo from './images/me.jpg?portrait'`).
import photo from '@/demo/avatar.svg';
import resume from '@/demo/resume.pdf?no-inline';

export const profile: Profile = {
  name: 'Alex Morgan',
  role: 'Software engineer and technical leader',
  // Paragraphs of your own, each a text in quotes, as many as you like.
  bio: [
    "I'm a software engineer and technical leader with more than ten years of experience building cloud-native applications, from the first prototype to services that run around the clock for millions of requests a day.",
    'Most of my work sits where architecture meets people: designing systems on Kubernetes and managed cloud services, setting up the delivery pipelines that keep them healthy, and leading teams that ship with confidence. I care about clear code, honest estimates and growing the engineers around me.',
    'Away from the keyboard I play music and work with wood. Both teach the same lesson I bring back to software: measure twice, cut once, and practise until it sounds right.',
  ],
  photo,
  photoAlt: 'Portrait of Alex Morgan',
  // Your own public address (name@domain, without mailto:), or remove the line to show none.
  email: 'alex.morgan@example.com',
  // Your profiles, shown in the navigation and given to search engines; remove any you do not want.
  links: [
    { label: 'GitHub', url: 'https://github.com/' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
  // Your résumé, e.g. `import resume from './resume.pdf?no-inline'` above; remove these lines and
  // that import to offer none.
  resume: { file: resume, label: 'Résumé (PDF)' },
};
