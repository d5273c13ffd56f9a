import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { headersFor, parseHeadersFile } from '../scripts/plugins/staticHost.ts';
import { gzip } from '../scripts/steps/compress.ts';
import { initialFiles } from '../scripts/steps/manifest.ts';
import { FIRST_VISIT, test, waitForHydration, watchCspViolations } from './support/page.ts';
import { outDirOf } from './support/sites.ts';

// docs/deploy/nginx.conf on Debian's nginx, serving the e2e build as an owner would: the recipe as it
// is, with only its listen/TLS lines and its root folder changed. Runs in the desktop project only.

const NGINX = '/usr/sbin/nginx';
const MISSING = 'nginx is not installed: apt-get install nginx';
const RECIPE = readFileSync('docs/deploy/nginx.conf', 'utf8');
/** The folder the recipe names as root, in `root` and in its includes. */
const RECIPE_ROOT = '/var/www/portfolio/dist';
const DIST = path.resolve(outDirOf('demo'));
/** What Chromium sends. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The recipe, listening on 127.0.0.1:port without TLS, serving `root`. Nothing else changes. */
function localRecipe(port: number, root: string): string {
  let listening = false;
  return RECIPE.split('\n')
    .flatMap((line) => {
      if (!/^\s*(listen|ssl_certificate|ssl_certificate_key)\s/.test(line)) return [line.replaceAll(RECIPE_ROOT, root)];
      if (listening || !/^\s*listen\s/.test(line)) return [];
      listening = true;
      return [`    listen 127.0.0.1:${port};`];
    })
    .join('\n');
}

/** A main nginx.conf like Debian's (its mime.types), with every path nginx writes in `dir`. */
function mainConfig(dir: string): string {
  const confPath = /--conf-path=(\S+)/.exec(spawnSync(NGINX, ['-V'], { encoding: 'utf8' }).stderr)?.[1];
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`);
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
${
  // Run as root (CI), nginx's workers would drop to "nobody", who may not reach the checkout.
  process.getuid?.() === 0 ? 'user root;' : ''
}
events {}
http {
  include ${path.join(path.dirname(confPath ?? '/etc/nginx/nginx.conf'), 'mime.types')};
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  ${temp.join('\n  ')}
  include ${dir}/site.conf;
}
`;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error())));
    });
  });

interface Received {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The bytes on the wire, still compressed. */
  readonly body: Buffer;
}

/** A GET that keeps the body as sent, so its compression and size can be checked. */
const fetchRaw = (url: string) =>
  new Promise<Received>((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': ACCEPT_ENCODING } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });

const decoded = (received: Received) =>
  received.headers['content-encoding'] === 'gzip' ? gunzipSync(received.body) : received.body;

/** The headers `_headers` gives the path, as the hosts apply them: what nginx must send too. */
function expectHeaderSet(received: Received, pathname: string) {
  const expected = headersFor(parseHeadersFile(readFileSync(path.join(DIST, '_headers'), 'utf8')), pathname);
  expect(expected.size).toBeGreaterThanOrEqual(6);
  for (const [name, value] of expected) expect(received.headers[name], `${pathname}: ${name}`).toBe(value);
  if (!expected.has('cache-control')) expect(received.headers['cache-control'], pathname).toBe('no-cache');
}

test('the recipe marks the three places an owner edits, and names its root folder everywhere it is used', () => {
  expect(RECIPE.match(/# EDIT \d/g)).toEqual(['# EDIT 1', '# EDIT 2', '# EDIT 3']);
  expect(RECIPE).toMatch(/^\s*server_name \S+;$/m);
  expect(RECIPE).toMatch(new RegExp(`^\\s*root ${RECIPE_ROOT};$`, 'm'));
  expect(RECIPE.split(RECIPE_ROOT)).toHaveLength(4);
});

test.describe("on Debian's nginx", () => {
  // One nginx for the group, in one worker.
  test.describe.configure({ mode: 'default' });

  let nginx: ChildProcess | undefined;
  let dir = '';
  let origin = '';

  test.beforeAll(async () => {
    if (!existsSync(NGINX)) {
      // Under CI these tests must run: a missing nginx fails them instead.
      if (process.env.CI) throw new Error(MISSING);
      console.log(`Skipped, ${MISSING}`);
      test.skip(true, MISSING);
    }
    dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    writeFileSync(path.join(dir, 'site.conf'), localRecipe(port, DIST));
    writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
    const started = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')]);
    nginx = started;
    let output = '';
    started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(
        async () => {
          if (started.exitCode !== null) throw new Error(`nginx stopped: ${output}`);
          return fetchRaw(`${origin}/`).then(
            (received) => received.status,
            () => 0,
          );
        },
        { timeout: 10_000 },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (nginx?.exitCode === null) {
      const stopped = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGTERM');
      await stopped;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('/, an unknown path, the assets and the site files: status, type, body and the whole header set', async () => {
    const home = await fetchRaw(`${origin}/`);
    expect(home.status).toBe(200);
    expect(decoded(home).toString()).toBe(readFileSync(path.join(DIST, 'index.html'), 'utf8'));
    expectHeaderSet(home, '/');

    const unknown = await fetchRaw(`${origin}/nope`);
    expect(unknown.status).toBe(404);
    expect(decoded(unknown).toString()).toBe(readFileSync(path.join(DIST, '404.html'), 'utf8'));
    expectHeaderSet(unknown, '/nope');

    const assets = readdirSync(path.join(DIST, 'assets'))
      .filter((name) => !name.endsWith('.gz'))
      .map((name) => `assets/${name}`);
    // The PDF, the images (raster and SVG) and the font, beside the scripts and styles.
    for (const extension of ['.pdf', '.png', '.svg', '.woff2', '.js', '.css']) {
      expect(
        assets.some((file) => file.endsWith(extension)),
        extension,
      ).toBe(true);
    }
    for (const file of assets) {
      const asset = await fetchRaw(`${origin}/${file}`);
      expect(asset.status, file).toBe(200);
      expect(decoded(asset).equals(readFileSync(path.join(DIST, file))), file).toBe(true);
      expectHeaderSet(asset, `/${file}`);
    }

    // The site's own files at the root, each in the type a browser or a crawler reads it as: the
    // manifest needs its own, which nginx's list of types lacks (with nosniff, a wrong one is final).
    for (const [file, type] of [
      ['manifest.webmanifest', 'application/manifest+json'],
      ['robots.txt', 'text/plain; charset=utf-8'],
      ['sitemap.xml', 'text/xml; charset=utf-8'],
    ] as const) {
      const response = await fetchRaw(`${origin}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers['content-type'], file).toBe(type);
      expect(decoded(response).equals(readFileSync(path.join(DIST, file))), file).toBe(true);
      expectHeaderSet(response, `/${file}`);
    }

    // A missing asset gets the not-found page with that page's headers: it is not kept for a year.
    const missing = await fetchRaw(`${origin}/assets/missing-0.js`);
    expect(missing.status).toBe(404);
    expectHeaderSet(missing, '/404.html');
  });

  test('the initial JS and CSS arrive gzip-compressed, in exactly the bytes npm run size reports', async () => {
    const { js, css } = initialFiles(DIST);
    expect(js.length).toBeGreaterThan(0);
    expect(css.length).toBeGreaterThan(0);
    for (const file of [...js, ...css]) {
      const asset = await fetchRaw(`${origin}/${file}`);
      expect(asset.headers['content-encoding'], file).toBe('gzip');
      expect(asset.headers.vary, file).toBe('Accept-Encoding');
      expect(asset.body.length, file).toBe(gzip(readFileSync(path.join(DIST, file))).length);
    }
  });

  test("the build's own files are not served", async () => {
    // Vite's manifests are kept outside the site (manifestDir): only the headers files are there to hide.
    for (const file of ['_headers', '_nginx/pages.conf', '_nginx/assets.conf']) {
      expect(existsSync(path.join(DIST, file)), file).toBe(true);
      const received = await fetchRaw(`${origin}/${file}`);
      expect(received.status, file).toBe(404);
      expect(decoded(received).toString()).toBe(readFileSync(path.join(DIST, '404.html'), 'utf8'));
    }
  });

  test.describe('a first visit', () => {
    // The background plays: its worker's code and frames come under the policy too.
    test.use(FIRST_VISIT);

    test('a visit through nginx hydrates and breaks no rule of its Content-Security-Policy', async ({ page }) => {
      const cspViolations = await watchCspViolations(page);
      const response = await page.goto(`${origin}/`);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await waitForHydration(page);
      // The worker has loaded and drawn for a second: it reports its frames.
      await expect
        .poll(async () => Number(await page.locator('canvas[data-background]').getAttribute('data-fps')))
        .toBeGreaterThan(0);
      expect(await cspViolations()).toEqual([]);
    });
  });
});
