import type { Profile } from './types';
// The demo's identity and placeholders (src/demo/): a production build refuses every one of them.
// Put your own in their place, and your files in src/content/ (the photo in images/).
import { DEMO_PROFILE } from '@/demo/identity';
import photo from '@/demo/avatar.svg';
import resume from '@/demo/resume.pdf?no-inline';

export const profile: Profile = {
  name: DEMO_PROFILE.name,
  role: 'Software engineer and technical leader',
  // Paragraphs of your own.
  bio: DEMO_PROFILE.bio,
  photo,
  photoAlt: 'Portrait of Alex Morgan',
  // Replace with your own public address, or remove the line to show none.
  email: DEMO_PROFILE.email,
  // Your profiles, shown in the navigation and given to search engines; remove any you do not want.
  links: [
    { label: 'GitHub', url: 'https://github.com/' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
  // Your résumé, e.g. `import resume from './resume.pdf?no-inline'` above; remove these lines to offer none.
  resume: { file: resume, label: 'Résumé (PDF)' },
};
