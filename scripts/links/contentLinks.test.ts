import type { Content } from '../../src/content/types.ts';
import { contentLinks } from './contentLinks.ts';

const content: Content = {
  profile: {
    name: 'Ada Lovelace',
    role: 'Analyst',
    bio: ['I wrote the first program.'],
    photo: '/src/content/me.svg',
    photoAlt: 'Ada',
    links: [
      { label: 'GitHub', url: 'https://github.com/ada' },
      { label: 'Mail', url: 'mailto:ada@lovelace.dev' },
    ],
    resume: { file: 'https://lovelace.dev/cv.pdf', label: 'CV' },
  },
  projects: [
    {
      title: ['Notes ', { text: 'engine', emphasis: 'em' }],
      description: 'Notes.',
      image: '/src/content/notes.svg',
      imageAlt: 'Notes',
      buttonText: 'See it',
      buttonLink: 'https://lovelace.dev/notes',
      tags: [{ name: 'Rust' }, { name: 'TypeScript', url: 'https://www.typescriptlang.org/' }],
    },
    { title: ['Loom'], description: 'Loom.', image: '/src/content/loom.svg', imageAlt: 'Loom', tags: [] },
  ],
  site: { url: 'https://lovelace.dev/', description: 'Ada.', favicon: '/f.svg', touchIcon: '/t.png' },
  contactKeys: { emailjsPublicKey: 'pk', emailjsServiceId: 's', emailjsTemplateId: 't', recaptchaSiteKey: 'k' },
};

describe("the content's links", () => {
  it('are every http(s) address a visitor can follow, each named as the build names it, with its fix', () => {
    expect(contentLinks(content)).toEqual([
      {
        where: 'src/content/profile.ts: links[0].url (GitHub)',
        url: 'https://github.com/ada',
        fix: "Put your profile's current address, or remove the link.",
      },
      {
        where: 'src/content/profile.ts: resume.file',
        url: 'https://lovelace.dev/cv.pdf',
        fix: "Put the résumé's current address, or put the file in src/content/ and import it.",
      },
      {
        where: 'src/content/projects.ts: projects[0].buttonLink (Notes engine)',
        url: 'https://lovelace.dev/notes',
        fix: "Put the project's current address, or remove buttonLink and buttonText.",
      },
      {
        where: 'src/content/projects.ts: projects[0].tags[1].url (TypeScript)',
        url: 'https://www.typescriptlang.org/',
        fix: 'Put its current address, or remove url.',
      },
    ]);
  });

  it('leave out a résumé the site serves itself', () => {
    const served = {
      ...content,
      profile: { ...content.profile, resume: { file: '/assets/cv-1a2b.pdf', label: 'CV' } },
    };
    expect(contentLinks(served).map((link) => link.where)).not.toContain('src/content/profile.ts: resume.file');
  });

  it("take the site's own address when asked: SITE_URL's, or else site.ts's", () => {
    expect(contentLinks(content, { url: 'https://lovelace.dev/', fromEnv: false }).at(-1)).toEqual({
      where: 'src/content/site.ts: url',
      url: 'https://lovelace.dev/',
      fix: 'Deploy the site there, or correct url to the address it is served at.',
    });
    expect(contentLinks(content, { url: 'https://ada.github.io/portfolio/', fromEnv: true }).at(-1)).toEqual({
      where: 'SITE_URL',
      url: 'https://ada.github.io/portfolio/',
      fix: 'Deploy the site there, or correct SITE_URL to the address it is served at.',
    });
  });
});
