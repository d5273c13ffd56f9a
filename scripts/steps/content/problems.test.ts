import type { ContactKeys, Content, ContentImage, Image, Profile, Project, Site } from '../../../src/content/types.ts';
import { DEMO_PROFILE, DEMO_PROJECTS, DEMO_SITE } from '../../../src/demo/identity.ts';
import { RECAPTCHA_TEST_SITE_KEY } from '../../../src/app/config/contactSettings.ts';
import { TAG_COLOR } from '../../../src/app/config/theme.ts';
import type { Environment, Files } from './inputs.ts';
import { whiteTextContrast } from './mistakes.ts';
import { contentProblems } from './problems.ts';
import { problemReport, type Problem } from './report.ts';
import { shown, titleText } from './words.ts';

// Made without a place: it fits both the photo and a card.
const raster = (path: string, more: Partial<ContentImage> = {}): Omit<ContentImage, 'place'> => ({
  src: `/assets/${path.split('/').pop()}`,
  width: 600,
  height: 300,
  sources: [],
  file: { path, width: 1200, height: 600 },
  ...more,
});

const keys: ContactKeys = {
  emailjsPublicKey: 'pk_1',
  emailjsServiceId: 'service_1',
  emailjsTemplateId: 'template_1',
  recaptchaSiteKey: 'site_key_1',
};

const profile: Profile = {
  name: 'Ada Lovelace',
  role: 'Analyst of engines',
  bio: ['I wrote the first program.', 'I like poetical science.'],
  photo: raster('src/content/images/ada.jpg'),
  photoAlt: 'Portrait of Ada Lovelace',
  email: 'ada@lovelace.dev',
  links: [{ label: 'GitHub', url: 'https://github.com/ada' }],
  resume: { file: '/src/content/resume.pdf?no-inline', label: 'Résumé (PDF)' },
};

const project: Project = {
  title: ['Analytical ', { text: 'Engine', emphasis: 'em' }, ' notes'],
  description: 'Notes on the engine, with the first program.',
  image: raster('src/content/images/engine.png'),
  imageAlt: 'The engine, in brass',
  buttonText: 'Read the notes',
  buttonLink: 'https://lovelace.dev/notes',
  tags: [{ name: 'Maths', url: 'https://en.wikipedia.org/wiki/Mathematics', color: 'teal.9' }, { name: 'Notes' }],
};

const site: Site = {
  url: 'https://lovelace.dev/',
  description: 'Ada Lovelace, analyst of engines.',
  shareImage: '/src/content/images/share.png',
  shareImageAlt: 'Ada Lovelace, analyst of engines',
  favicon: '/src/content/images/favicon.svg',
  touchIcon: '/src/content/images/touch-icon.png',
};

/** A content set an owner filled in completely: nothing of the demo, no mistake. */
const owner: Content = { profile, projects: [project], site, contactKeys: keys };

const production: Environment = { command: 'build', mode: 'production', contactEnv: {} };

// The demo's placeholder files, as the caller fingerprints them (contentCheck.test.ts reads real files).
const demoFiles = {
  photo: '/src/demo/avatar.svg',
  projectImage: 'data:image/svg+xml,demo-project',
  resume: '/src/demo/resume.pdf?no-inline',
};
const files: Files = {
  fingerprint: (value: Image) => (typeof value === 'string' ? value : value.file.path),
  demo: new Map([
    [demoFiles.photo, 'src/demo/avatar.svg'],
    [demoFiles.projectImage, 'src/demo/finance-platform.svg'],
    [demoFiles.resume, 'src/demo/resume.pdf'],
  ]),
};

const check = (content: Content, environment: Environment = production) => contentProblems(content, environment, files);
const messages = (problems: readonly Problem[]) => problems.map((problem) => problem.message);
const withProfile = (change: Partial<Profile>): Content => ({ ...owner, profile: { ...profile, ...change } });
const withProject = (change: Partial<Project>): Content => ({ ...owner, projects: [{ ...project, ...change }] });
const withSite = (change: Partial<Site>): Content => ({ ...owner, site: { ...site, ...change } });
const error = (message: string): Problem => ({ severity: 'error', demo: false, message });

/** The demo's whole identity, on top of the owner's content. */
const demoContent: Content = {
  profile: {
    ...profile,
    name: DEMO_PROFILE.name,
    bio: DEMO_PROFILE.bio,
    photo: demoFiles.photo,
    photoAlt: `Portrait of ${DEMO_PROFILE.name}`,
    email: DEMO_PROFILE.email,
    links: [{ label: 'GitHub', url: 'https://github.com/' }],
    resume: { file: demoFiles.resume, label: 'Résumé (PDF)' },
  },
  projects: DEMO_PROJECTS.map((demo) => ({ ...project, ...demo, image: demoFiles.projectImage })),
  site: { ...site, url: DEMO_SITE.url, description: DEMO_SITE.description },
  contactKeys: keys,
};

describe('the content check', () => {
  it('passes a content set the owner filled in completely', () => {
    expect(check(owner)).toEqual([]);
    expect(check(owner, { ...production, command: 'serve', mode: 'development' })).toEqual([]);
  });

  describe("reports each of the demo's values alone, as an error of a production build", () => {
    const cases: [string, Content, string][] = [
      [
        'the site URL',
        withSite({ url: DEMO_SITE.url }),
        `src/content/site.ts: url is still the demo's (${DEMO_SITE.url}). Put the address your site is served at (https://you.github.io/portfolio/), or set SITE_URL when you build.`,
      ],
      [
        'the site URL under a sub-path',
        withSite({ url: `${DEMO_SITE.url}portfolio/` }),
        `src/content/site.ts: url is still the demo's (${DEMO_SITE.url}portfolio/). Put the address your site is served at (https://you.github.io/portfolio/), or set SITE_URL when you build.`,
      ],
      [
        'the name',
        withProfile({ name: DEMO_PROFILE.name }),
        `src/content/profile.ts: name is still the demo's (${DEMO_PROFILE.name}). Put your own name.`,
      ],
      [
        'the e-mail',
        withProfile({ email: DEMO_PROFILE.email }),
        `src/content/profile.ts: email is still the demo's (${DEMO_PROFILE.email}). Put your own address, or remove the line.`,
      ],
      [
        'another example.com address',
        withProfile({ email: 'ada@mail.example.com' }),
        'src/content/profile.ts: email is a placeholder address (ada@mail.example.com). Put your own address, or remove the line.',
      ],
      [
        'a profile URL with no path',
        withProfile({ links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com' }] }),
        "src/content/profile.ts: links[0].url is a placeholder (https://www.linkedin.com): a bare host, with no path to your profile. Put your profile's address, or remove the link.",
      ],
      [
        'a project link with no path',
        withProject({ buttonLink: 'https://github.com/' }),
        'src/content/projects.ts: projects[0].buttonLink is a placeholder (https://github.com/): a bare host, with no path to a project. Link to your project, or remove buttonLink and buttonText.',
      ],
      [
        'the placeholder résumé',
        withProfile({ resume: { file: demoFiles.resume, label: 'CV' } }),
        "src/content/profile.ts: resume.file is still the demo's placeholder (src/demo/resume.pdf). Put your résumé in src/content/ and import it in its place, or remove resume to offer none.",
      ],
      [
        'the placeholder photo',
        withProfile({ photo: demoFiles.photo }),
        "src/content/profile.ts: photo is still the demo's placeholder (src/demo/avatar.svg). Put your photo in src/content/images/ and import it in its place.",
      ],
      [
        'a placeholder project image',
        withProject({ image: demoFiles.projectImage }),
        "src/content/projects.ts: projects[0].image is still the demo's placeholder (src/demo/finance-platform.svg). Put your project's image in src/content/images/ and import it in its place.",
      ],
      [
        "the site's description",
        withSite({ description: DEMO_SITE.description }),
        `src/content/site.ts: description is still the demo's (${shown(DEMO_SITE.description)}). Describe your own site.`,
      ],
      [
        "the demo's name in an alt text",
        withProfile({ photoAlt: `Portrait of ${DEMO_PROFILE.name}` }),
        `src/content/profile.ts: photoAlt still names the demo's owner (${DEMO_PROFILE.name}). Describe your own photo.`,
      ],
      [
        "the demo's name in the share image's alt text",
        withSite({ shareImageAlt: `${DEMO_PROFILE.name.toLowerCase()}, engineer` }),
        `src/content/site.ts: shareImageAlt still names the demo's owner (${DEMO_PROFILE.name}). Describe your own share image.`,
      ],
      ...DEMO_PROFILE.bio.map((paragraph, i): [string, Content, string] => [
        `bio paragraph ${i + 1}`,
        withProfile({ bio: ['Mine.', ` ${paragraph}\n`] }),
        `src/content/profile.ts: bio[1] is still the demo's (${paragraph.slice(0, 20)}`,
      ]),
      ...DEMO_PROJECTS.flatMap((demo, i): [string, Content, string][] => [
        [
          `project ${i + 1}'s title`,
          withProject({ title: demo.title }),
          "src/content/projects.ts: projects[0].title is still the demo's",
        ],
        [
          `project ${i + 1}'s description`,
          withProject({ description: demo.description }),
          "src/content/projects.ts: projects[0].description is still the demo's",
        ],
        [
          `project ${i + 1}'s image alt text`,
          withProject({ imageAlt: demo.imageAlt }),
          "src/content/projects.ts: projects[0].imageAlt is still the demo's",
        ],
      ]),
    ];

    it.each(cases)('%s', (_, content, message) => {
      const problems = check(content);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ severity: 'error', demo: true });
      expect(problems[0]?.message.startsWith(message)).toBe(true);
    });
  });

  it("lists the demo's whole identity in one pass", () => {
    const problems = check(demoContent);
    expect(problems.every((problem) => problem.severity === 'error' && problem.demo)).toBe(true);
    expect(problems).toHaveLength(
      // url, description; name, bio, photo, photoAlt, email, link, résumé; each project's title,
      // description, image, imageAlt
      2 + 6 + DEMO_PROFILE.bio.length + DEMO_PROJECTS.length * 4,
    );
  });

  it('passes a content set that leaves out every optional field', () => {
    const bare: Content = {
      ...owner,
      profile: { name: profile.name, role: profile.role, bio: profile.bio, photo: profile.photo, photoAlt: 'Ada' },
      projects: [{ title: ['Engine'], description: 'Notes.', image: project.image, imageAlt: 'Brass', tags: [] }],
      site: { url: site.url, description: site.description, favicon: site.favicon, touchIcon: site.touchIcon },
    };
    expect(check(bare)).toEqual([]);
  });

  it('takes http: as well as https: for links, the site URL and SITE_URL', () => {
    const content: Content = {
      ...withProfile({ links: [{ label: 'Blog', url: 'http://blog.lovelace.dev/about' }] }),
      projects: [{ ...project, buttonLink: 'http://lovelace.dev/notes' }],
      site: { ...site, url: 'http://lovelace.dev/' },
    };
    expect(check(content)).toEqual([]);
    // The test builds serve at a plain http: address.
    expect(check(content, { ...production, siteUrl: 'http://127.0.0.1:4173/' })).toEqual([]);
  });

  it('shows a short text whole and cuts a long one at a word, within 48 characters', () => {
    expect(shown('  An engine   of poetical science ')).toBe('An engine of poetical science');
    expect(shown('The Analytical Engine weaves algebraical patterns just as the loom weaves flowers')).toBe(
      'The Analytical Engine weaves algebraical…',
    );
  });

  it('names each text that still names the demo, with the fix for that text', () => {
    const demoError = (message: string): Problem => ({ severity: 'error', demo: true, message });
    const content: Content = {
      ...withProfile({
        role: `${DEMO_PROFILE.name}'s apprentice`,
        // Pasted with its line breaks: it reads the same, so it is still the demo's.
        bio: [DEMO_PROFILE.bio[0].replace(/, /g, ',\n      ')],
        links: [{ label: `${DEMO_PROFILE.name} on GitHub`, url: 'https://github.com/ada' }],
        resume: { file: '/src/content/resume.pdf?no-inline', label: `${DEMO_PROFILE.name}'s CV` },
      }),
      projects: [
        {
          ...project,
          // The demo's title without its emphasis is the same title to a visitor.
          title: [titleText(DEMO_PROJECTS[0].title)],
          description: DEMO_PROJECTS[0].description,
          imageAlt: DEMO_PROJECTS[0].imageAlt,
          buttonText: `Read ${DEMO_PROFILE.name}'s notes`,
        },
      ],
    };
    expect(check(content)).toEqual([
      demoError(`src/content/profile.ts: role still names the demo's owner (${DEMO_PROFILE.name}). Put your own role.`),
      demoError(`src/content/profile.ts: bio[0] is still the demo's (${shown(DEMO_PROFILE.bio[0])}). Write your own.`),
      demoError(
        `src/content/profile.ts: links[0].label still names the demo's owner (${DEMO_PROFILE.name}). Name your own profile.`,
      ),
      demoError(
        `src/content/profile.ts: resume.label still names the demo's owner (${DEMO_PROFILE.name}). Label your own résumé.`,
      ),
      demoError(
        `src/content/projects.ts: projects[0].title is still the demo's (${titleText(DEMO_PROJECTS[0].title)}). Put your own project's title.`,
      ),
      demoError(
        `src/content/projects.ts: projects[0].description is still the demo's (${shown(DEMO_PROJECTS[0].description)}). Describe your own project.`,
      ),
      demoError(
        `src/content/projects.ts: projects[0].imageAlt is still the demo's (${shown(DEMO_PROJECTS[0].imageAlt)}). Describe your own image.`,
      ),
      demoError(
        `src/content/projects.ts: projects[0].buttonText still names the demo's owner (${DEMO_PROFILE.name}). Write your own.`,
      ),
    ]);
  });

  it('lifts the site URL item when SITE_URL is given', () => {
    const content = withSite({ url: DEMO_SITE.url });
    expect(check(content, { ...production, siteUrl: 'https://lovelace.dev/' })).toEqual([]);
    expect(check(content, { ...production, siteUrl: 'ftp://lovelace.dev/' })).toEqual([
      error(
        'SITE_URL is not an http(s): address (ftp://lovelace.dev/). Set it to the address your site is served at (https://you.github.io/portfolio/).',
      ),
    ]);
    // Not an address at all: the same error, rather than a crash of the build.
    expect(check(content, { ...production, siteUrl: 'lovelace.dev' })).toEqual([
      error(
        'SITE_URL is not an http(s): address (lovelace.dev). Set it to the address your site is served at (https://you.github.io/portfolio/).',
      ),
    ]);
  });

  it('turns exactly the demo items into warnings with ALLOW_DEMO_CONTENT=1, and nothing else', () => {
    const content: Content = {
      ...demoContent,
      profile: { ...demoContent.profile, photoAlt: ' ' },
      contactKeys: { ...keys, emailjsPublicKey: 'YOUR_EMAILJS_PUBLIC_KEY' },
    };
    const refused = check(content);
    const allowed = check(content, { ...production, allowDemoContent: '1' });
    expect(messages(allowed)).toEqual(messages(refused));
    expect(allowed.filter((problem) => problem.severity === 'error')).toEqual([
      error('src/content/profile.ts: photoAlt is empty. Describe the photo for visitors who cannot see it.'),
      error(
        'src/content/contact.ts: emailjsPublicKey is still a placeholder (YOUR_EMAILJS_PUBLIC_KEY). Put your EmailJS public key here, or set VITE_EMAILJS_PUBLIC_KEY when you build.',
      ),
    ]);
    expect(allowed.filter((problem) => problem.demo).every((problem) => problem.severity === 'warning')).toBe(true);
    expect(refused.filter((problem) => problem.demo).every((problem) => problem.severity === 'error')).toBe(true);
    for (const value of ['true', 'yes', ' 1', '0', '']) {
      expect(check(content, { ...production, allowDemoContent: value })).toEqual(refused);
    }
  });

  it('builds the demo in the test builds, and still stops them on mistakes', () => {
    const content: Content = { ...demoContent, profile: { ...demoContent.profile, photoAlt: '' } };
    expect(check(content, { ...production, mode: 'e2e' })).toEqual([
      error('src/content/profile.ts: photoAlt is empty. Describe the photo for visitors who cannot see it.'),
    ]);
  });

  it("lists the demo's identity as warnings on the dev server, without the contact keys it does not need", () => {
    const content: Content = { ...demoContent, contactKeys: { ...keys, recaptchaSiteKey: 'YOUR_RECAPTCHA_SITE_KEY' } };
    const problems = check(content, { ...production, command: 'serve', mode: 'development' });
    expect(messages(problems)).toEqual(messages(check(demoContent)));
    expect(problems.every((problem) => problem.severity === 'warning' && problem.demo)).toBe(true);
  });

  describe("finds each mistake in the owner's content, with its message", () => {
    const cases: [string, Content, Problem[]][] = [
      [
        'a tag colour under 4.5:1',
        withProject({ tags: [{ name: 'Sun', color: 'yellow.4' }] }),
        [
          error(
            'src/content/projects.ts: projects[0].tags[0].color (yellow.4) gives its white text a contrast of 1.42:1, under 4.5:1. Pick a darker colour, such as blue.9, grape.9 or teal.9.',
          ),
        ],
      ],
      [
        'a hex tag colour under 4.5:1',
        withProject({ tags: [{ name: 'Sky', color: '#4dabf7' }] }),
        [
          error(
            'src/content/projects.ts: projects[0].tags[0].color (#4dabf7) gives its white text a contrast of 2.47:1, under 4.5:1. Pick a darker colour, such as blue.9, grape.9 or teal.9.',
          ),
        ],
      ],
      [
        'a tag colour it cannot measure',
        withProject({
          tags: [
            { name: 'Sea', color: 'navy' },
            { name: 'Deep', color: 'teal.12' },
          ],
        }),
        [
          error(
            'src/content/projects.ts: projects[0].tags[0].color (navy) is not a colour the build can measure. Use a hex colour (#1864ab) or a Mantine colour with a shade (blue.9).',
          ),
          error(
            'src/content/projects.ts: projects[0].tags[1].color (teal.12) is not a colour the build can measure. Use a hex colour (#1864ab) or a Mantine colour with a shade (blue.9).',
          ),
        ],
      ],
      [
        'an empty alt text',
        {
          ...withProfile({ photoAlt: '' }),
          projects: [{ ...project, imageAlt: '  ' }],
          site: { ...site, shareImageAlt: '' },
        },
        [
          error('src/content/profile.ts: photoAlt is empty. Describe the photo for visitors who cannot see it.'),
          error(
            'src/content/projects.ts: projects[0].imageAlt is empty. Describe the image for visitors who cannot see it.',
          ),
          error(
            'src/content/site.ts: shareImageAlt is empty. Describe the share image for visitors who cannot see it.',
          ),
        ],
      ],
      [
        'a link that is not http(s): or mailto:',
        {
          ...withProfile({ links: [{ label: 'GitHub', url: 'github.com/ada' }] }),
          projects: [
            {
              ...project,
              buttonLink: 'javascript:alert(1)',
              tags: [{ name: 'Maths', url: 'ftp://maths.example/' }],
            },
          ],
          site: { ...site, url: 'lovelace.dev' },
        },
        [
          error(
            "src/content/profile.ts: links[0].url is not an http(s): or mailto: link (github.com/ada). Put your profile's address, or remove the link.",
          ),
          error(
            'src/content/projects.ts: projects[0].buttonLink is not an http(s): or mailto: link (javascript:alert(1)). Link to your project, or remove buttonLink and buttonText.',
          ),
          error(
            'src/content/projects.ts: projects[0].tags[0].url is not an http(s): or mailto: link (ftp://maths.example/). Use a full address (https://…), or remove url.',
          ),
          error(
            'src/content/site.ts: url is not an http(s): address (lovelace.dev). Put the address your site is served at (https://you.github.io/portfolio/), or set SITE_URL when you build.',
          ),
        ],
      ],
      [
        'a button with half of what it needs',
        {
          ...owner,
          projects: [
            { ...project, buttonText: 'Read the notes', buttonLink: undefined },
            { ...project, buttonText: undefined, buttonLink: 'https://lovelace.dev/notes' },
          ],
        },
        [
          error(
            'src/content/projects.ts: projects[0].buttonText has no buttonLink: the button would not show. Add buttonLink, or remove buttonText.',
          ),
          error(
            'src/content/projects.ts: projects[1].buttonLink has no buttonText: the button would not show. Add buttonText (View on GitHub), or remove buttonLink.',
          ),
        ],
      ],
      [
        'a text the page shows left empty, where it would be a nameless link or button',
        {
          ...withProfile({
            name: ' ',
            role: '',
            bio: ['I wrote the first program.', ''],
            links: [{ label: '', url: 'https://github.com/ada' }],
            resume: { file: '/src/content/resume.pdf?no-inline', label: ' ' },
          }),
          projects: [
            {
              ...project,
              title: ['', { text: ' ', emphasis: 'em' }],
              description: '',
              buttonText: '  ',
              tags: [{ name: '', url: 'https://en.wikipedia.org/wiki/Mathematics' }],
            },
          ],
        },
        [
          error('src/content/profile.ts: name is empty. Put your name.'),
          error('src/content/profile.ts: role is empty. Put your role.'),
          error('src/content/profile.ts: bio[1] is empty. Write the paragraph, or remove it.'),
          error(
            "src/content/profile.ts: links[0].label is empty. Name the profile (GitHub, LinkedIn…): it is the link's text.",
          ),
          error(
            "src/content/profile.ts: resume.label is empty. Label the résumé (Résumé (PDF)): it is the link's text.",
          ),
          error('src/content/projects.ts: projects[0].title is empty. Give the project a title.'),
          error('src/content/projects.ts: projects[0].description is empty. Describe the project.'),
          error(
            "src/content/projects.ts: projects[0].buttonText is empty. Write the button's text, or remove buttonText and buttonLink.",
          ),
          error('src/content/projects.ts: projects[0].tags[0].name is empty. Name the tag, or remove it.'),
        ],
      ],
      [
        'a malformed e-mail',
        { ...withProfile({ email: 'ada at lovelace.dev' }), projects: [{ ...project, buttonLink: 'mailto:ada@' }] },
        [
          error(
            'src/content/profile.ts: email is not an e-mail address (ada at lovelace.dev). Put your own address, or remove the line.',
          ),
          error(
            'src/content/projects.ts: projects[0].buttonLink is not an e-mail address (ada@). Link to your project, or remove buttonLink and buttonText.',
          ),
        ],
      ],
      [
        'an image the build cannot use, and one too small for its place',
        {
          ...withProfile({
            photo: raster('src/content/images/me.jpg', { warning: 'is 200 × 200 px, smaller than 320 × 320.' }),
          }),
          projects: [
            project,
            {
              ...project,
              image: raster('src/content/images/shot.heic', { problem: 'is HEIC. Convert it to JPEG.' }),
            },
          ],
        },
        [
          {
            severity: 'warning',
            demo: false,
            message: 'src/content/profile.ts: photo (images/me.jpg) is 200 × 200 px, smaller than 320 × 320.',
          },
          error('src/content/projects.ts: projects[1].image (images/shot.heic) is HEIC. Convert it to JPEG.'),
        ],
      ],
      [
        'a contact key still a placeholder',
        { ...owner, contactKeys: { ...keys, emailjsServiceId: 'YOUR_EMAILJS_SERVICE_ID', recaptchaSiteKey: ' ' } },
        [
          error(
            'src/content/contact.ts: emailjsServiceId is still a placeholder (YOUR_EMAILJS_SERVICE_ID). Put your EmailJS service ID here, or set VITE_EMAILJS_SERVICE_ID when you build.',
          ),
          error(
            'src/content/contact.ts: recaptchaSiteKey is empty. Put your reCAPTCHA site key here, or set VITE_RECAPTCHA_SITE_KEY when you build.',
          ),
        ],
      ],
    ];

    it('refuses an address a mailto: link would cut short, and takes a mailto: link with a subject', () => {
      expect(messages(check(withProfile({ email: 'ada@lovelace.dev?subject=Hi' })))).toEqual([
        'src/content/profile.ts: email is not an e-mail address (ada@lovelace.dev?subject=Hi). Put your own address, or remove the line.',
      ]);
      expect(check(withProfile({ links: [{ label: 'Mail', url: 'mailto:ada@lovelace.dev?subject=Hi' }] }))).toEqual([]);
      expect(check(withProfile({ email: 'zoë@bücher.de' }))).toEqual([]);
    });

    it.each(cases)('%s', (_, content, problems) => {
      expect(check(content)).toEqual(problems);
      // The same in every environment: the demo's rules do not touch them.
      expect(check(content, { ...production, allowDemoContent: '1' })).toEqual(problems);
      expect(check(content, { ...production, mode: 'e2e' })).toEqual(problems);
    });
  });

  it("refuses Google's test reCAPTCHA key in a build, from the content or its variable", () => {
    const message = error(
      `src/content/contact.ts: recaptchaSiteKey is Google's test key (${RECAPTCHA_TEST_SITE_KEY}), which passes every visitor: the form would have no spam check. Put your reCAPTCHA site key here, or set VITE_RECAPTCHA_SITE_KEY when you build.`,
    );
    const inContent: Content = { ...owner, contactKeys: { ...keys, recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY } };
    expect(check(inContent)).toEqual([message]);
    const variable = { VITE_RECAPTCHA_SITE_KEY: RECAPTCHA_TEST_SITE_KEY };
    expect(check(owner, { ...production, contactEnv: variable })).toEqual([message]);
    // Pasted with a space or a line break around it, it is the same key.
    const pasted: Content = { ...owner, contactKeys: { ...keys, recaptchaSiteKey: ` ${RECAPTCHA_TEST_SITE_KEY}\n` } };
    expect(check(pasted)).toEqual([message]);
    // The dev server uses it on purpose, while the key is unset.
    expect(check(inContent, { ...production, command: 'serve', mode: 'development' })).toEqual([]);
  });

  it('takes a contact key from its variable', () => {
    const content = { ...owner, contactKeys: { ...keys, emailjsServiceId: 'YOUR_EMAILJS_SERVICE_ID' } };
    expect(check(content, { ...production, contactEnv: { VITE_EMAILJS_SERVICE_ID: 'service_2' } })).toEqual([]);
  });

  it("measures tag colours as Mantine resolves them, the default's too", () => {
    expect(whiteTextContrast('teal.9')).toBeCloseTo(5.0, 1);
    expect(whiteTextContrast('yellow.4')).toBeCloseTo(1.43, 2);
    // A Mantine colour without a shade takes the theme's primary shade of the dark scheme (9).
    expect(whiteTextContrast('teal')).toBe(whiteTextContrast('teal.9'));
    expect(whiteTextContrast('#fff')).toBe(1);
    expect(whiteTextContrast('rgb(0, 0, 0)')).toBe(21);
    expect(whiteTextContrast(TAG_COLOR)).toBeGreaterThanOrEqual(4.5);
    expect(whiteTextContrast('var(--my-colour)')).toBeUndefined();
  });

  it('measures an rgb() colour in any spacing, and refuses what is not exactly a colour', () => {
    const blue = whiteTextContrast('#1864ab');
    for (const color of ['rgb(24,100,171)', 'rgb( 24 , 100 , 171 )', 'RGB(24, 100, 171)', '#1864AB']) {
      expect(whiteTextContrast(color), color).toBe(blue);
    }
    // In capitals a browser shows it as near-white, under which white text cannot be read.
    expect(whiteTextContrast('RGB(250, 250, 250)')).toBeLessThan(1.1);
    // Pasted CSS, or a colour with transparency: read as it is, it would pass for black (21:1) or an opaque blue.
    for (const color of ['color: #1864ab', '#1864ab;', '#1864ab80', 'color: rgb(24, 100, 171)', 'rgb(24, 100, 171);']) {
      expect(whiteTextContrast(color), color).toBeUndefined();
    }
  });

  it('names the letters of the name and the role the drawn share image cannot draw, field by field', () => {
    const undrawable = (name: string[], role: string[]) =>
      contentProblems(owner, production, { ...files, undrawable: { name, role } });
    expect(undrawable([], [])).toEqual([]);
    expect(messages(undrawable(['ส', 'ม'], []))).toEqual([
      'src/content/profile.ts: name has letters the share image cannot draw (ส ม): its fonts (Oswald, and Noto for Latin, Greek, Cyrillic, Devanagari, Arabic, Hebrew, Chinese, Japanese and Korean) have none for them, and each would be a box on the picture shown when the page is shared. Give site.ts a shareImage of your own (1200 × 630), or write the name in those letters.',
    ]);
    expect(messages(undrawable([], ['🚀']))).toEqual([
      'src/content/profile.ts: role has letters the share image cannot draw (🚀): its fonts (Oswald, and Noto for Latin, Greek, Cyrillic, Devanagari, Arabic, Hebrew, Chinese, Japanese and Korean) have none for them, and each would be a box on the picture shown when the page is shared. Give site.ts a shareImage of your own (1200 × 630), or write the role in those letters.',
    ]);
  });

  it('passes a language tag and texts written in full, each value in its sentence', () => {
    const texts = {
      contact: 'お問い合わせ',
      fullNameShort: (min: number) => `名前は${min}文字以上で入力してください`,
      characterCount: (count: number, max: number) => `${count.toLocaleString('ar')} / ${max.toLocaleString('ar')}`,
      fallbackReady: (address: string) => `メールの宛先：${address}`,
    };
    expect(check({ ...owner, site: { ...site, language: 'ja' }, texts })).toEqual([]);
  });

  it('names a language that is not a tag, and each text left empty, unknown, of the wrong kind or losing its value', () => {
    const texts = {
      contact: '  ',
      send: 7,
      contcat: 'Contact',
      fullNameShort: (min: number) => `Too short${min > 0 ? '' : '!'}`,
      fallbackReady: () => '',
      sendFailed: 'Failed.',
      mailSubject: () => {
        throw new Error('no');
      },
    } as unknown as Content['texts'];
    expect(messages(check({ ...owner, site: { ...site, language: 'english!' }, texts }))).toEqual([
      "src/content/site.ts: language is not a language tag (english!). Write one as BCP 47 does: 'en', 'fr', 'pt-BR', 'ja', 'ar'.",
      'src/content/texts.ts: contact is empty. Write it, or remove the line to keep the English one.',
      'src/content/texts.ts: send is a number, not a text in quotes. Write it, or remove the line to keep the English one.',
      'src/content/texts.ts: contcat is not a text the page writes. Did you mean contact? docs/texts.md lists them.',
      'src/content/texts.ts: fullNameShort leaves out the value it is given: put it in the text (fullNameShort: (value) => `… ${value} …`).',
      'src/content/texts.ts: fallbackReady is empty. Write it, or remove the line to keep the English one.',
      'src/content/texts.ts: sendFailed is a text: it has a value in it, so it is a function (sendFailed: (value) => `… ${value} …`). Write it, or remove the line to keep the English one.',
      'src/content/texts.ts: mailSubject fails when the page calls it (no). Write it, or remove the line to keep the English one.',
    ]);
  });

  it('names an image outside src/content/ by its whole path', () => {
    // A content folder elsewhere (CONTENT_DIR) may have a src/content/ inside: only a leading one is left out.
    const content = withProfile({
      photo: raster('owners/ada/src/content/images/me.jpg', { problem: 'is HEIC. Convert it to JPEG.' }),
    });
    expect(check(content)).toEqual([
      error('src/content/profile.ts: photo (owners/ada/src/content/images/me.jpg) is HEIC. Convert it to JPEG.'),
    ]);
  });
});

describe('the report of the problems', () => {
  it('lists every error in one message, and says how to build a preview of the demo', () => {
    // The demo's photo alt text names its owner; left empty, it is a mistake instead.
    const problems = check({ ...demoContent, profile: { ...demoContent.profile, photoAlt: '' } });
    const report = problemReport(problems, production);
    expect(report.warnings).toBeUndefined();
    expect(report.errors?.split('\n')).toEqual([
      `The content has ${problems.length} problems to fix:`,
      ...messages(problems).map((message) => `  ${message}`),
      "To build a preview of the demo itself anyway, ALLOW_DEMO_CONTENT=1 lets the demo's identity through, as warnings.",
    ]);
    expect(report.errors).toContain('photoAlt is empty');
    expect(problemReport([error('x: y is wrong. Fix it.')], production).errors).toBe(
      'The content has 1 problem to fix:\n  x: y is wrong. Fix it.',
    );
  });

  it('prints warnings apart, the demo items under their own heading', () => {
    const withWarning = {
      ...withProfile({ photo: raster('src/content/images/me.jpg', { warning: 'is small.' }) }),
      site: { ...site, url: DEMO_SITE.url },
    };
    const serve = problemReport(check(withWarning, { ...production, command: 'serve' }), { command: 'serve' });
    expect(serve.errors).toBeUndefined();
    expect(serve.warnings).toBe(
      [
        "The demo's identity is still in the content, and a production build refuses it until you put your own in its place (1 item):",
        `  src/content/site.ts: url is still the demo's (${DEMO_SITE.url}). Put the address your site is served at (https://you.github.io/portfolio/), or set SITE_URL when you build.`,
        'The content has 1 warning:',
        '  src/content/profile.ts: photo (images/me.jpg) is small.',
      ].join('\n'),
    );
    expect(problemReport(check(owner), production)).toEqual({});
  });

  it('tells a build let through by ALLOW_DEMO_CONTENT=1 that it is a preview of the demo only', () => {
    const problems = check(withSite({ url: DEMO_SITE.url }), { ...production, allowDemoContent: '1' });
    expect(problemReport(problems, production)).toEqual({
      warnings: [
        "The demo's identity is still in the content, let through by ALLOW_DEMO_CONTENT=1, for a preview of the demo itself only (1 item):",
        `  src/content/site.ts: url is still the demo's (${DEMO_SITE.url}). Put the address your site is served at (https://you.github.io/portfolio/), or set SITE_URL when you build.`,
      ].join('\n'),
    });
  });
});

describe('the shapes of the content', () => {
  /** The content with one value as an owner may write it by hand, whatever its type says. */
  const written = (file: 'profile' | 'site' | 'contactKeys', item: string, value: unknown): Content => ({
    ...owner,
    [file]: { ...owner[file], [item]: value },
  });
  const writtenProject = (item: string, value: unknown): Content => ({
    ...owner,
    projects: [{ ...project, [item]: value } as unknown as Project],
  });

  it('names a field the page does not read, with the one it most likely means', () => {
    expect(messages(check(written('profile', 'emial', 'ada@lovelace.dev')))).toEqual([
      'src/content/profile.ts: emial is not a field the page reads. Did you mean email?',
    ]);
    expect(messages(check(writtenProject('tags', [{ name: 'Go', colour: 'teal.9' }])))).toEqual([
      'src/content/projects.ts: projects[0].tags[0].colour is not a field the page reads. Did you mean color?',
    ]);
    expect(messages(check(writtenProject('ButtonText', 'Read')))).toEqual([
      'src/content/projects.ts: projects[0].ButtonText is not a field the page reads. Did you mean buttonText?',
    ]);
    expect(messages(check(written('site', 'shareImg', '/src/content/images/share.png')))).toEqual([
      'src/content/site.ts: shareImg is not a field the page reads. Did you mean shareImage?',
    ]);
    expect(messages(check(written('site', 'twitter', '@ada')))).toEqual([
      'src/content/site.ts: twitter is not a field the page reads. The fields are url, description, shareImage, shareImageAlt, favicon, touchIcon, language.',
    ]);
  });

  it('names an image made for the other place, which would be cut to the wrong shape', () => {
    const content: Content = {
      // As an owner who does not run the type check writes it: TypeScript refuses both.
      ...withProfile({
        photo: { ...raster('src/content/images/me.jpg'), place: 'card' } as unknown as Profile['photo'],
      }),
      projects: [
        {
          ...project,
          image: { ...raster('src/content/images/shot.png'), place: 'portrait' } as unknown as Project['image'],
        },
      ],
    };
    expect(messages(check(content))).toEqual([
      "src/content/profile.ts: photo is imported for the project cards' place (?card), so it is cut to the wrong shape. Import it with ?portrait.",
      "src/content/projects.ts: projects[0].image is imported for the photo's place (?portrait), so it is cut to the wrong shape. Import it with ?card.",
    ]);
  });

  it("names the owner's copy of a placeholder beside the placeholder it copies", () => {
    const copy = '/src/content/cv.pdf?no-inline';
    const copies: Files = {
      ...files,
      fingerprint: (value) => (value === copy ? demoFiles.resume : files.fingerprint(value)),
    };
    const content = withProfile({ resume: { file: copy, label: 'CV' } });
    expect(messages(contentProblems(content, production, copies))).toEqual([
      "src/content/profile.ts: resume.file is still the demo's placeholder (src/demo/resume.pdf, copied as src/content/cv.pdf). Put your résumé in src/content/ and import it in its place, or remove resume to offer none.",
    ]);
  });

  it('names a file imported as an image where the file itself is needed, with the import to write', () => {
    expect(messages(check(written('site', 'shareImage', raster('src/content/images/share.png'))))).toEqual([
      "src/content/site.ts: shareImage is imported as an image for the page, where the file itself is needed. Add ?no-inline to its import: import shareImage from './images/…?no-inline'.",
    ]);
  });

  it('names a value of the wrong shape, with the shape to write, before any other check', () => {
    expect(messages(check(writtenProject('title', 'My project')))).toEqual([
      "src/content/projects.ts: projects[0].title is a text, not a list in [ ]. Write it as title: ['My project'], or with emphasis: title: ['My ', { text: 'project', emphasis: 'em' }].",
    ]);
    expect(messages(check(written('profile', 'bio', 'I build things.')))).toEqual([
      "src/content/profile.ts: bio is a text, not a list in [ ]. Write it as bio: ['First paragraph.', 'Second paragraph.'].",
    ]);
    expect(messages(check(writtenProject('tags', [{ name: 'Go', url: 42 }])))).toEqual([
      "src/content/projects.ts: projects[0].tags[0].url is a number, not a text in quotes. Write it as tags: [{ name: 'TypeScript' }, { name: 'React', url: 'https://react.dev/' }].",
    ]);
    expect(messages(check(writtenProject('title', ['A ', { text: 'B', emphasis: 'bold' }])))).toEqual([
      "src/content/projects.ts: projects[0].title[1] is neither a text nor { text: '…', emphasis: 'em' } (or 'strong'). Write it as title: ['My project'], or with emphasis: title: ['My ', { text: 'project', emphasis: 'em' }].",
    ]);
  });

  it('names a missing or misnamed export, an image that is not imported, and an optional item of the wrong shape', () => {
    const noProfile = { ...owner, profile: undefined } as unknown as Content;
    expect(messages(check(noProfile))).toEqual([
      'src/content/profile.ts: profile is missing: the file must export profile as an object in { }. Its shape is in src/content/schema.ts.',
    ]);
    expect(messages(check(written('profile', 'photo', { file: 'me.jpg' })))).toEqual([
      "src/content/profile.ts: photo is an object, not an imported image. Import the file (import photo from './images/photo.jpg') and use its name.",
    ]);
    expect(messages(check(written('profile', 'links', { label: 'GitHub', url: 'https://github.com/ada' })))).toEqual([
      "src/content/profile.ts: links is an object, not a list in [ ]. Write it as links: [{ label: 'GitHub', url: 'https://github.com/you' }].",
    ]);
    expect(messages(check(written('contactKeys', 'recaptchaSiteKey', undefined)))).toEqual([
      'src/content/contact.ts: recaptchaSiteKey is missing, not a text in quotes. Its shape is in src/content/schema.ts.',
    ]);
    // Left out, an optional item is fine.
    expect(check(written('profile', 'resume', undefined))).toEqual([]);
  });

  it('says what was written instead: null, a list, an object or a text, for a file, the projects or a part of one', () => {
    const exported = (change: Record<string, unknown>) => ({ ...owner, ...change }) as unknown as Content;
    expect(messages(check(exported({ site: null })))).toEqual([
      'src/content/site.ts: site is null: the file must export site as an object in { }. Its shape is in src/content/schema.ts.',
    ]);
    expect(messages(check(exported({ profile: [profile] })))).toEqual([
      'src/content/profile.ts: profile is a list: the file must export profile as an object in { }. Its shape is in src/content/schema.ts.',
    ]);
    // The texts are optional, but an export of another kind is not none.
    for (const [texts, kind] of [
      [null, 'null'],
      ['Bonjour', 'a text'],
      [[], 'a list'],
    ])
      expect(messages(check(exported({ texts })))).toEqual([
        `src/content/texts.ts: texts is ${String(kind)}: the file must export texts as an object in { }, where {} keeps every English text. docs/texts.md lists the texts.`,
      ]);
    expect(messages(check(exported({ projects: project })))).toEqual([
      'src/content/projects.ts: projects is an object, not a list in [ ] of projects. Its shape is in src/content/schema.ts.',
    ]);
    expect(messages(check(exported({ projects: ['My project'] })))).toEqual([
      'src/content/projects.ts: projects[0] is a text, not an object in { }. Its shape is in src/content/schema.ts.',
    ]);
    expect(messages(check(writtenProject('title', [{ text: 42, emphasis: 'em' }])))).toEqual([
      "src/content/projects.ts: projects[0].title[0] is neither a text nor { text: '…', emphasis: 'em' } (or 'strong'). Write it as title: ['My project'], or with emphasis: title: ['My ', { text: 'project', emphasis: 'em' }].",
    ]);
  });

  it('names, of two fields a misspelt name is near, the nearer', () => {
    // One letter from shareImageAlt, two from shareImage.
    expect(messages(check(written('site', 'shareImageAl', 'A card')))).toEqual([
      'src/content/site.ts: shareImageAl is not a field the page reads. Did you mean shareImageAlt?',
    ]);
  });

  it('refuses an empty list of projects, by name', () => {
    expect(messages(check({ ...owner, projects: [] }))).toEqual([
      'src/content/projects.ts: projects is empty: the Projects section would show nothing. Add at least one project.',
    ]);
  });
});

describe('what the content imports', () => {
  it('refuses an e-mail written as a mailto: link, with the address to write', () => {
    expect(messages(check(withProfile({ email: 'mailto:ada@lovelace.dev' })))).toEqual([
      'src/content/profile.ts: email starts with mailto: (mailto:ada@lovelace.dev). Write the address alone (ada@lovelace.dev).',
    ]);
  });

  it("refuses a demo placeholder imported but no longer used, as part of the demo's identity", () => {
    const imports = { ...files, demoImports: [{ file: 'src/content/profile.ts', demo: 'src/demo/resume.pdf' }] };
    const message =
      'src/content/profile.ts: imports src/demo/resume.pdf, a placeholder of the demo, without using it. Remove the import: the build would still publish the file.';
    expect(messages(contentProblems(owner, production, imports))).toEqual([message]);
    expect(contentProblems(owner, { ...production, mode: 'e2e' }, imports)).toEqual([]);
    // Still in use, it is reported as the placeholder it is, once.
    const used = contentProblems(
      withProfile({ resume: { file: demoFiles.resume, label: 'Résumé (PDF)' } }),
      production,
      imports,
    );
    expect(messages(used)).not.toContain(message);
    expect(messages(used)).toHaveLength(1);
  });
});
