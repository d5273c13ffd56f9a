import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import semver from 'semver';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { CONTACT_VARIABLES } from '../src/app/config/contactSettings.ts';
import { ENGLISH } from '../src/app/config/english.ts';
import { CLIENT_ENTRY, CONTACT_ENTRY } from './steps/entries.ts';
import { readContent } from './steps/contentCheck.ts';
import { chunk, manifestDir, readManifest } from './steps/manifest.ts';
import { headersFor, parseHeadersFile } from './plugins/staticHost.ts';
import type { WorkflowStep as Step } from './workflowStep.ts';

const run = promisify(execFile);

const KEY_VARIABLES = Object.values(CONTACT_VARIABLES);
// The Node major every host and recipe uses, written once.
const NODE_MAJOR = (await readFile('.nvmrc', 'utf8')).trim();

describe('the GitHub Pages workflow', async () => {
  const workflow = parseYaml(await readFile('.github/workflows/deploy.yml', 'utf8')) as {
    on: { push: { branches: string[] } };
    permissions: Record<string, string>;
    jobs: {
      build: { permissions: Record<string, string>; steps: Step[] };
      deploy: { needs: string; permissions: Record<string, string>; steps: Step[] };
    };
  };
  const steps = workflow.jobs.build.steps;
  const buildStep = steps.find((s) => s.run === 'npm run build');
  const KEEP_SITE = steps.find((s) => s.name === 'Keep only the site')?.run ?? 'no such step';
  const ENGINES = steps.find((s) => s.name === 'Firefox and WebKit')?.run ?? 'no such step';

  it('installs, tests, builds with the keys from repository variables and deploys dist/', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['node-version-file']).toBe('.nvmrc');
    const runs = steps.map((s) => s.run).filter(Boolean);
    expect(runs).toEqual([ENGINES, 'npm ci', 'npm test', 'npm run build', KEEP_SITE]);
    // The browser tests' other engines are there before they run: WebKit's driver, a display, Firefox.
    expect(ENGINES).toContain('apt-get install -y webkit2gtk-driver xvfb');
    expect(ENGINES).toMatch(/FIREFOX_PATH=.*firefox/);
    expect(steps.find((s) => s.run === 'npm test')?.env?.CHROMIUM_PATH).toContain('steps.chrome.outputs');
    for (const name of KEY_VARIABLES) expect(buildStep?.env?.[name]).toBe(`\${{ vars.${name} }}`);
    expect(buildStep?.env?.BASE_PATH).toBe('${{ steps.pages.outputs.base_path }}/');
    // The real address, and never the demo's identity.
    expect(buildStep?.env?.SITE_URL).toBe('${{ steps.pages.outputs.base_url }}/');
    expect(steps.filter((s) => s.env && 'ALLOW_DEMO_CONTENT' in s.env)).toEqual([]);
    expect(steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))?.with?.path).toBe('dist');
    expect(workflow.jobs.deploy.needs).toBe('build');
    expect(workflow.jobs.deploy.steps[0]?.uses).toMatch(/^actions\/deploy-pages@/);
  });

  it('grants the Pages permissions to the deploy job only: the build job, which runs npm ci and actions, reads', () => {
    expect(workflow.permissions).toEqual({});
    expect(workflow.jobs.build.permissions).toEqual({ contents: 'read' });
    expect(workflow.jobs.deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  });

  it('uploads the site alone: not the headers files, which Pages does not read', async () => {
    const upload = steps.findIndex((s) => s.uses?.startsWith('actions/upload-pages-artifact'));
    const keep = steps.findIndex((s) => s.run === KEEP_SITE);
    expect(keep).toBeGreaterThan(steps.findIndex((s) => s === buildStep));
    expect(keep).toBeLessThan(upload);
    // The step's own command, run on a built site's files.
    const dir = await mkdtemp(path.join(tmpdir(), 'artifact-'));
    try {
      for (const file of ['index.html', 'assets/a.js', '_headers', '_nginx/pages.conf']) {
        await mkdir(path.dirname(path.join(dir, 'dist', file)), { recursive: true });
        await writeFile(path.join(dir, 'dist', file), '');
      }
      await run('sh', ['-c', KEEP_SITE], { cwd: dir });
      expect((await filesIn(path.join(dir, 'dist'))).sort()).toEqual(['assets/a.js', 'index.html']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe('builds with the same variables: a project site under /<repository>/', () => {
    // A variable of the build's environment that names no contact key: hosts hand every site variable to the build.
    const PRIVATE = 'private-value-of-VITE_PRIVATE_API_TOKEN';
    let outDir = '';

    beforeAll(async () => {
      outDir = await mkdtemp(path.join(tmpdir(), 'pages-'));
      const variables = {
        ...Object.fromEntries(KEY_VARIABLES.map((name) => [name, `value-of-${name}`])),
        VITE_PRIVATE_API_TOKEN: PRIVATE,
        BASE_PATH: '/portfolio/',
        SITE_URL: 'https://owner.github.io/portfolio/',
        // The content here may still be the demo's, which a real deployment's build refuses.
        ALLOW_DEMO_CONTENT: '1',
      };
      // The command itself, in a process of its own: run in this one, the build would share React with
      // the test runner, whose NODE_ENV=test has it load React's development code. The workflow's
      // build has no NODE_ENV.
      const env: NodeJS.ProcessEnv = { ...process.env, ...variables };
      delete env.NODE_ENV;
      await run('node_modules/.bin/tsx', ['scripts/cli/build.ts', '--outDir', outDir], { env });
    }, 120_000);
    afterAll(async () => {
      await rm(outDir, { recursive: true, force: true });
      await rm(manifestDir(outDir), { recursive: true, force: true });
    });

    it('writes the pages, the headers and the sitemap at its address, with the contact keys', async () => {
      const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const manifest = readManifest(outDir);
      expect(html).toContain(`import("/portfolio/${chunk(manifest, CLIENT_ENTRY).file}")`);
      expect(html).toContain('<link rel="canonical" href="https://owner.github.io/portfolio/" />');
      // In the content's own words, as the page takes them (src/app/config/texts.ts).
      const { texts } = await readContent('src/content');
      const notFound = texts?.notFoundText ?? ENGLISH.notFoundText;
      expect(await readFile(path.join(outDir, '404.html'), 'utf8')).toContain(notFound);
      expect(gunzipSync(await readFile(path.join(outDir, 'index.html.gz'))).toString()).toBe(html);
      expect(await readFile(path.join(outDir, '_nginx/pages.conf'), 'utf8')).toContain('add_header');
      expect(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain(
        '<loc>https://owner.github.io/portfolio/</loc>',
      );
      const form = await readFile(path.join(outDir, chunk(manifest, CONTACT_ENTRY).file), 'utf8');
      expect(form).toContain('value-of-VITE_EMAILJS_PUBLIC_KEY');
      expect(form).toContain('https://api.emailjs.com');
      expect(form, "React's production code").not.toContain('jsxDEV');
    });

    it('ships no other VITE_ variable of the environment', async () => {
      const holding = [];
      for (const file of await filesIn(outDir)) {
        const bytes = await readFile(path.join(outDir, file));
        const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('latin1');
        if (text.includes(PRIVATE)) holding.push(file);
      }
      expect(holding).toEqual([]);
    });

    it('holds only what the pages reference, what the host reads, and their .gz copies', async () => {
      const files = await filesIn(outDir);
      // What a visitor or a crawler starts from, and the headers the hosts (or nginx) read.
      const reached = new Set([
        'index.html',
        '404.html',
        'robots.txt',
        '_headers',
        '_nginx/pages.conf',
        '_nginx/assets.conf',
      ]);
      // A file is referenced when a reached text file names it (by URL, or a chunk by its file name).
      for (const from of reached) {
        if (/\.(png|woff2|pdf)$/.test(from)) continue;
        const text = await readFile(path.join(outDir, from), 'utf8');
        for (const file of files) if (text.includes(path.basename(file))) reached.add(file);
      }
      const unreferenced = files.filter((file) => !reached.has(file) && !reached.has(file.replace(/\.gz$/, '')));
      expect(unreferenced).toEqual([]);
      expect(files).toContain('manifest.webmanifest');
    });
  });
});

/** Every file under `dir`, as paths relative to it with "/". */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('netlify.toml', async () => {
  const netlify = parseToml(await readFile('netlify.toml', 'utf8')) as {
    build: { command: string; publish: string; environment: Record<string, string> };
    redirects: { from: string; to: string; status: number }[];
  };

  it("builds into dist/ at the site's own address and serves the not-found page with status 404", () => {
    expect(netlify.build).toMatchObject({
      // Netlify sets URL to the site's main address; a SITE_URL of the owner's wins.
      command: 'SITE_URL=${SITE_URL:-$URL} npm run build',
      publish: 'dist',
      environment: { NODE_VERSION: NODE_MAJOR },
    });
    expect(netlify.redirects).toEqual([{ from: '/*', to: '/404.html', status: 404 }]);
  });

  it('names the Node version the README gives for the other hosts', async () => {
    const deploy = (await readFile('README.md', 'utf8')).split('\n## Deploy\n')[1]?.split('\n## ')[0] ?? '';
    const named = [...deploy.matchAll(/\bNode (\d+)\b/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([netlify.build.environment.NODE_VERSION]));
  });
});

describe('the Node version', async () => {
  const { engines, devDependencies } = JSON.parse(await readFile('package.json', 'utf8')) as {
    engines: { node: string };
    devDependencies: Record<string, string>;
  };

  it('is one major in .nvmrc, engines and the Node that npm ci installs for the scripts', () => {
    expect(NODE_MAJOR).toMatch(/^\d+$/);
    expect(String(semver.minVersion(engines.node)?.major)).toBe(NODE_MAJOR);
    const installed = devDependencies.node ?? '';
    expect(String(semver.major(installed))).toBe(NODE_MAJOR);
    expect(semver.satisfies(installed, engines.node)).toBe(true);
  });
});

describe('_headers', () => {
  it('is read by the preview server as hosts read it', () => {
    const rules = parseHeadersFile(
      '/*\n  X-One: 1\n  Content-Security-Policy: a; b\n/assets/*\n  Cache-Control: immutable\n  x-one: 2\n',
    );
    expect(rules.map((r) => r.headers)).toEqual([
      [
        ['X-One', '1'],
        ['Content-Security-Policy', 'a; b'],
      ],
      [
        ['Cache-Control', 'immutable'],
        ['x-one', '2'],
      ],
    ]);
    expect(rules[1]?.pattern.test('/assets/x.js')).toBe(true);
    expect(rules[1]?.pattern.test('/index.html')).toBe(false);
  });

  it('gives a path the headers of every rule that matches it, a header named twice with both values', () => {
    // As Cloudflare Pages documents it: the headers of all matching rules; values of one name joined by a comma.
    const rules = parseHeadersFile('/*\n  X-One: 1\n  X-Two: 2\n/assets/*\n  Cache-Control: immutable\n  x-one: 3\n');
    expect(headersFor(rules, '/')).toEqual(
      new Map([
        ['x-one', '1'],
        ['x-two', '2'],
      ]),
    );
    expect(headersFor(rules, '/assets/x.js')).toEqual(
      new Map([
        ['x-one', '1, 3'],
        ['x-two', '2'],
        ['cache-control', 'immutable'],
      ]),
    );
  });
});
