// npm run build:e2e: the fixtures' images, then every test site of e2e/support/sites.ts, in two processes
// that each build half of them one after another (the suite aims for 5 minutes on two cores): a process
// pays for its imports once, about 3 core-seconds, rather than once a site. Each process prints its
// sites' output when it ends. Given site names, this file is one of those processes.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildSite, BuildFailed } from '../../scripts/steps/buildSite.ts';
import { outDirOf, SITE_NAMES, SITES, urlOf, type SiteName, type TestSite } from './sites.ts';

const run = promisify(execFile);
const tsx = 'node_modules/.bin/tsx';

/** Builds one site in this process, with its variables set for its build only. */
async function build(name: SiteName) {
  const site: TestSite = SITES[name];
  const { content, base } = site;
  const variables = { ...site.env, CONTENT_DIR: content, BASE_PATH: base, SITE_URL: urlOf(name) };
  const before = { ...process.env };
  Object.assign(process.env, variables);
  const started = performance.now();
  console.log(`--- ${name} (${content})`);
  try {
    await buildSite({ mode: 'e2e', outDir: outDirOf(name), withScripts: true });
    console.log(`--- ${name} built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    if (error instanceof BuildFailed) console.error(`--- ${name} (${content}) failed\n${error.message}`);
    else console.error(`--- ${name} (${content}) failed`, error);
    process.exitCode = 1;
  } finally {
    // A build may set variables of its own (Vite does): the next starts from the same environment.
    for (const key of Object.keys(process.env)) if (!(key in before)) Reflect.deleteProperty(process.env, key);
    Object.assign(process.env, before);
  }
}

const names = process.argv.slice(2) as SiteName[];
if (names.length > 0) {
  for (const name of names) {
    if (!(name in SITES)) throw new Error(`${name}: not a test site (e2e/support/sites.ts)`);
    if (process.exitCode !== 1) await build(name);
  }
} else {
  await run(tsx, ['e2e/fixtures/images.ts']);
  const halves = [SITE_NAMES.filter((_, index) => index % 2 === 0), SITE_NAMES.filter((_, index) => index % 2 === 1)];
  const self = fileURLToPath(import.meta.url);
  const built = await Promise.all(
    halves.map(async (half) => {
      try {
        const { stdout, stderr } = await run(tsx, [self, ...half], { maxBuffer: 64 * 1024 * 1024 });
        console.log(`${stdout}${stderr}`);
        return true;
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        console.error(`${stdout}${stderr}`);
        return false;
      }
    }),
  );
  if (built.includes(false)) {
    console.error('A test site did not build: its output above says why.');
    process.exit(1);
  }
}
