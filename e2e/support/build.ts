// npm run build:e2e: the fixtures' images, then every test site of e2e/support/sites.ts, two builds at a
// time (the suite aims for 5 minutes on two cores). Each build prints its output when it ends.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { outDirOf, SITE_NAMES, SITES, urlOf, type SiteName, type TestSite } from './sites.ts';

const run = promisify(execFile);
const tsx = 'node_modules/.bin/tsx';

await run(tsx, ['e2e/fixtures/images.ts']);

async function build(name: SiteName) {
  const site: TestSite = SITES[name];
  const { content, base } = site;
  const env = { ...process.env, ...site.env, CONTENT_DIR: content, BASE_PATH: base, SITE_URL: urlOf(name) };
  const args = ['scripts/cli/build.ts', '--mode', 'e2e', '--outDir', outDirOf(name)];
  const started = performance.now();
  try {
    const { stdout, stderr } = await run(tsx, args, { env, maxBuffer: 16 * 1024 * 1024 });
    console.log(
      `--- ${name} (${content}) in ${((performance.now() - started) / 1000).toFixed(1)} s\n${stdout}${stderr}`,
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    console.error(`--- ${name} (${content}) failed\n${stdout}${stderr}`);
    throw new Error(`the ${name} test site did not build`, { cause: error });
  }
}

const queue = [...SITE_NAMES];
const worker = async () => {
  for (let name = queue.shift(); name; name = queue.shift()) await build(name);
};
await Promise.all([worker(), worker()]);
