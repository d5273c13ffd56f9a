import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type Plugin } from 'vite';

const run = promisify(execFile);

/** The demo content as the template ships it in src/content/: the tests' own copy. */
const DEMO_FIXTURE = 'e2e/fixtures/demo';

/** The lines of the message of a production build of the demo content: every item. */
const DEMO_BUILD_MESSAGE = [
  'Build failed. The content has 26 problems to fix:',
  "  src/content/profile.ts: name is still the demo's (Alex Morgan). Put your own name.",
  "  src/content/profile.ts: bio[0] is still the demo's (I'm a software engineer and technical leader…). Write your own.",
  "  src/content/profile.ts: bio[1] is still the demo's (Most of my work sits where architecture meets…). Write your own.",
  "  src/content/profile.ts: bio[2] is still the demo's (Away from the keyboard I play music and work…). Write your own.",
  "  src/content/profile.ts: photo is still the demo's placeholder (src/demo/avatar.svg). Put your photo in src/content/images/ and import it in its place.",
  "  src/content/profile.ts: photoAlt still names the demo's owner (Alex Morgan). Describe your own photo.",
  "  src/content/profile.ts: email is still the demo's (alex.morgan@example.com). Put your own address, or remove the line.",
  "  src/content/profile.ts: links[0].url is a placeholder (https://github.com/): a bare host, with no path to your profile. Put your profile's address, or remove the link.",
  "  src/content/profile.ts: links[1].url is a placeholder (https://www.linkedin.com/): a bare host, with no path to your profile. Put your profile's address, or remove the link.",
  "  src/content/profile.ts: resume.file is still the demo's placeholder (src/demo/resume.pdf). Put your résumé in src/content/ and import it in its place, or remove resume to offer none.",
  "  src/content/projects.ts: projects[0].title is still the demo's (Market Insight platform). Put your own project's title.",
  "  src/content/projects.ts: projects[0].description is still the demo's (A proof-of-concept financial analysis platform…). Describe your own project.",
  "  src/content/projects.ts: projects[0].image is still the demo's placeholder (src/demo/finance-platform.svg). Put your project's image in src/content/images/ and import it in its place.",
  "  src/content/projects.ts: projects[0].imageAlt is still the demo's (Market Insight logo: a rising candlestick chart). Describe your own image.",
  '  src/content/projects.ts: projects[0].buttonLink is a placeholder (https://github.com/): a bare host, with no path to a project. Link to your project, or remove buttonLink and buttonText.',
  "  src/content/projects.ts: projects[1].title is still the demo's (Direct remote desktop). Put your own project's title.",
  "  src/content/projects.ts: projects[1].description is still the demo's (A remote desktop app with Python backends and…). Describe your own project.",
  "  src/content/projects.ts: projects[1].image is still the demo's placeholder (src/demo/remote-desktop.svg). Put your project's image in src/content/images/ and import it in its place.",
  "  src/content/projects.ts: projects[1].imageAlt is still the demo's (Direct remote desktop logo: two screens linked…). Describe your own image.",
  '  src/content/projects.ts: projects[1].buttonLink is a placeholder (https://github.com/): a bare host, with no path to a project. Link to your project, or remove buttonLink and buttonText.',
  "  src/content/site.ts: url is still the demo's (https://alexmorgan.dev/). Put the address your site is served at (https://you.github.io/portfolio/), or set SITE_URL when you build.",
  "  src/content/site.ts: description is still the demo's (Alex Morgan, software engineer and technical…). Describe your own site.",
  '  src/content/contact.ts: emailjsPublicKey is still a placeholder (YOUR_EMAILJS_PUBLIC_KEY). Put your EmailJS public key here, or set VITE_EMAILJS_PUBLIC_KEY when you build.',
  '  src/content/contact.ts: emailjsServiceId is still a placeholder (YOUR_EMAILJS_SERVICE_ID). Put your EmailJS service ID here, or set VITE_EMAILJS_SERVICE_ID when you build.',
  '  src/content/contact.ts: emailjsTemplateId is still a placeholder (YOUR_EMAILJS_TEMPLATE_ID). Put your EmailJS template ID here, or set VITE_EMAILJS_TEMPLATE_ID when you build.',
  '  src/content/contact.ts: recaptchaSiteKey is still a placeholder (YOUR_RECAPTCHA_SITE_KEY). Put your reCAPTCHA site key here, or set VITE_RECAPTCHA_SITE_KEY when you build.',
  "To build a preview of the demo itself anyway, ALLOW_DEMO_CONTENT=1 lets the demo's identity through, as warnings.",
];

describe('a production build', () => {
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
