import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type Plugin } from 'vite';
import { DEMO_PROFILE, DEMO_PROJECTS, DEMO_SITE } from '../../src/demo/identity.ts';
import { shown, titleText } from '../steps/content/words.ts';
import { buildSite, BuildFailed } from '../steps/buildSite.ts';

const run = promisify(execFile);

/** The demo content as the template ships it in src/content/: the tests' own copy. */
const DEMO_FIXTURE = 'e2e/fixtures/demo';

/** The placeholder images of the demo's projects (src/demo/), in the fixture's order. */
const DEMO_PROJECT_IMAGES = ['finance-platform.svg', 'remote-desktop.svg'];

/**
 * The lines of the message of a production build of the demo content: every item. The demo's values
 * are read from its identity (src/demo/identity.ts), shown as the content check shows them.
 */
const DEMO_BUILD_MESSAGE = [
  'Build failed. The content has 26 problems to fix:',
  `  src/content/profile.ts: name is still the demo's (${DEMO_PROFILE.name}). Put your own name.`,
  ...DEMO_PROFILE.bio.map(
    (paragraph, i) => `  src/content/profile.ts: bio[${i}] is still the demo's (${shown(paragraph)}). Write your own.`,
  ),
  "  src/content/profile.ts: photo is still the demo's placeholder (src/demo/avatar.svg). Put your photo in src/content/images/ and import it in its place.",
  `  src/content/profile.ts: photoAlt still names the demo's owner (${DEMO_PROFILE.name}). Describe your own photo.`,
  `  src/content/profile.ts: email is still the demo's (${DEMO_PROFILE.email}). Put your own address, or remove the line.`,
  "  src/content/profile.ts: links[0].url is a placeholder (https://github.com/): a bare host, with no path to your profile. Put your profile's address, or remove the link.",
  "  src/content/profile.ts: links[1].url is a placeholder (https://www.linkedin.com/): a bare host, with no path to your profile. Put your profile's address, or remove the link.",
  "  src/content/profile.ts: resume.file is still the demo's placeholder (src/demo/resume.pdf). Put your résumé in src/content/ and import it in its place, or remove resume to offer none.",
  ...DEMO_PROJECTS.flatMap((project, i) => [
    `  src/content/projects.ts: projects[${i}].title is still the demo's (${titleText(project.title)}). Put your own project's title.`,
    `  src/content/projects.ts: projects[${i}].description is still the demo's (${shown(project.description)}). Describe your own project.`,
    `  src/content/projects.ts: projects[${i}].image is still the demo's placeholder (src/demo/${DEMO_PROJECT_IMAGES[i]}). Put your project's image in src/content/images/ and import it in its place.`,
    `  src/content/projects.ts: projects[${i}].imageAlt is still the demo's (${shown(project.imageAlt)}). Describe your own image.`,
    `  src/content/projects.ts: projects[${i}].buttonLink is a placeholder (https://github.com/): a bare host, with no path to a project. Link to your project, or remove buttonLink and buttonText.`,
  ]),
  `  src/content/site.ts: url is still the demo's (${DEMO_SITE.url}). Put the address your site is served at (https://you.github.io/portfolio/), or set SITE_URL when you build.`,
  `  src/content/site.ts: description is still the demo's (${shown(DEMO_SITE.description)}). Describe your own site.`,
  '  src/content/contact.ts: emailjsPublicKey is still a placeholder (YOUR_EMAILJS_PUBLIC_KEY). Put your EmailJS public key here, or set VITE_EMAILJS_PUBLIC_KEY when you build.',
  '  src/content/contact.ts: emailjsServiceId is still a placeholder (YOUR_EMAILJS_SERVICE_ID). Put your EmailJS service ID here, or set VITE_EMAILJS_SERVICE_ID when you build.',
  '  src/content/contact.ts: emailjsTemplateId is still a placeholder (YOUR_EMAILJS_TEMPLATE_ID). Put your EmailJS template ID here, or set VITE_EMAILJS_TEMPLATE_ID when you build.',
  '  src/content/contact.ts: recaptchaSiteKey is still a placeholder (YOUR_RECAPTCHA_SITE_KEY). Put your reCAPTCHA site key here, or set VITE_RECAPTCHA_SITE_KEY when you build.',
  "To build a preview of the demo itself anyway, ALLOW_DEMO_CONTENT=1 lets the demo's identity through, as warnings.",
];

describe('a production build', () => {
  it.each(['VITE_RECAPTCHA_ORIGIN', 'CSP_REPORT_URI'])(
    "stops at once where %s, a switch of the browser tests' builds, is set",
    async (name) => {
      // In this process: the check comes before anything is built, and the test below runs the command.
      const before = process.env[name];
      process.env[name] = 'http://127.0.0.1:8789';
      try {
        const error = await buildSite({ mode: 'production', withScripts: true }).then(
          () => undefined,
          (reason: unknown) => reason,
        );
        // A BuildFailed is what the command prints as it is, and exits 1 on.
        expect(error).toBeInstanceOf(BuildFailed);
        expect(error).toHaveProperty('message', `Build failed. ${name}: for the browser tests' builds only; unset it.`);
      } finally {
        if (before === undefined) Reflect.deleteProperty(process.env, name);
        else process.env[name] = before;
      }
    },
    60_000,
  );

  it('stops on the demo content, naming every item to change in one message', async () => {
    // The project's own config, with the demo content (the tests' copy) in place of src/content/
    // whatever that holds, and no .env file: the build as an owner runs it on the demo.
    const root = path.resolve('.');
    // Inside the project, so that the config resolves the project's packages.
    await mkdir(path.join(root, 'node_modules/.cache'), { recursive: true });
    const dir = await mkdtemp(path.join(root, 'node_modules/.cache/demo-build-'));
    await writeFile(
      path.join(dir, 'vite.config.mts'),
      [
        "import { mergeConfig } from 'vite';",
        `import config from ${JSON.stringify(path.join(root, 'vite.config.ts'))};`,
        'export default mergeConfig(config, {',
        `  root: ${JSON.stringify(root)},`,
        `  envDir: ${JSON.stringify(dir)},`,
        '});',
      ].join('\n'),
    );
    const env = {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) => !name.startsWith('VITE_') && !['SITE_URL', 'ALLOW_DEMO_CONTENT', 'BASE_PATH'].includes(name),
        ),
      ),
      CONTENT_DIR: path.join(root, DEMO_FIXTURE),
    };
    try {
      // The command itself: its exit status and what it prints.
      const result = await run(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/cli/build.ts')], {
        cwd: dir,
        env,
      }).then(
        () => ({ failed: false, output: '' }),
        (error: { stderr: string; stdout: string }) => ({ failed: true, output: error.stderr + error.stdout }),
      );
      expect(result.failed).toBe(true);
      expect(result.output).toContain(DEMO_BUILD_MESSAGE.join('\n'));
      // Stopped before anything was bundled.
      expect(result.output).not.toContain('built in');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('stops with a message naming the résumé file when it is missing', async () => {
    // The demo's profile.ts, but importing a résumé that is not there.
    const profile = path.resolve(DEMO_FIXTURE, 'profile.ts');
    const missingResume: Plugin = {
      name: 'test:missing-resume',
      enforce: 'pre',
      load: async (id) =>
        id === profile ? (await readFile(id, 'utf8')).replace("'@/demo/resume.pdf", "'./missing-resume.pdf") : null,
    };
    // Only the content module as input: the same config and resolution, without bundling the whole site.
    const error = await build({
      mode: 'e2e',
      logLevel: 'silent',
      plugins: [missingResume],
      build: { write: false, rolldownOptions: { input: profile } },
    }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toMatchObject({
      message: expect.stringMatching(
        /Could not resolve '\.\/missing-resume\.pdf\?no-inline' in e2e\/fixtures\/demo\/profile\.ts/,
      ),
    });
  }, 60_000);
});
