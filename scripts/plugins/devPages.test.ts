import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { SITES } from '../../e2e/support/sites.ts';
import { ENGLISH } from '../../src/app/config/english.ts';
import { DEMO_PROFILE } from '../../src/demo/identity.ts';
import { CLIENT_ENTRY, CONTACT_ENTRY } from '../steps/entries.ts';

let server: ViteDevServer;
let origin: string;
let cacheDir: string;

// `npm start`: the project's own config, as the owner runs it, on the demo content (the tests' own
// copy, whatever src/content/ holds). Its bundles of the packages go in a folder of its own: in the
// project's, they would replace those of an `npm start` the owner has running, and its page would
// get 504 for every package it had not loaded yet.
beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'npm-start-'));
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = SITES.demo.content;
  try {
    server = await createServer({
      configFile: path.resolve('vite.config.ts'),
      cacheDir,
      server: { host: '127.0.0.1', port: 0, strictPort: false },
      logLevel: 'silent',
    });
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  }
  await server.listen();
  origin = server.resolvedUrls?.local[0] ?? '';
}, 60_000);

afterAll(async () => {
  await server.close();
  await rm(cacheDir, { recursive: true, force: true });
});

/**
 * The modules the browser loads from `start`, following their imports, static and dynamic, each with
 * the status it was answered with.
 */
async function modulesFrom(start: string) {
  const modules = new Map<string, { status: number; code: string }>();
  const queue = [start];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (modules.has(url)) continue;
    const response = await fetch(new URL(url, origin));
    const code = await response.text();
    modules.set(url, { status: response.status, code });
    for (const [, imported] of code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
      if (!imported || !/^\/@id\/|\.(m?js|tsx?)(\?|$)/.test(imported)) continue;
      queue.push(imported.startsWith('./') ? new URL(imported, new URL(url, origin)).pathname : imported);
    }
  }
  return modules;
}

/** The modules not answered with 200 (Vite's 504 for a package it no longer has makes the page reload). */
const notServed = (modules: Map<string, { status: number }>) =>
  [...modules].filter(([, { status }]) => status !== 200).map(([url, { status }]) => `${status} ${url}`);

const page = (pathname: string) => fetch(new URL(pathname, origin), { headers: { accept: 'text/html' } });

describe('npm start', () => {
  it('serves the home page prerendered as the build renders it, with the browser entry as a module', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${DEMO_PROFILE.name}</h1>`));
    expect(html).toContain('data-island="chrome"');
    expect(html).toContain('data-island="contact"');
    expect(html).toContain(`<script type="module" src="/${CLIENT_ENTRY}"></script>`);
    // Vite's client, for hot reload.
    expect(html).toContain('/@vite/client');

    // The share image the page names, drawn as the build draws it and served from memory.
    const image = /<meta property="og:image" content="[^"]*?(\/assets\/share-[\w-]+\.png)"/.exec(html)?.[1];
    expect(image).toBeDefined();
    const drawn = await fetch(new URL(image ?? '', origin));
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/png');
    expect((await drawn.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }, 60_000);

  it('answers an unknown page with the not-found page and status 404, as static hosts do', async () => {
    const response = await page('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(ENGLISH.notFoundText);
    expect(html).not.toContain('data-island="contact"');
  }, 60_000);

  it('leaves files to Vite: a module is served as code, a missing file gets no page', async () => {
    const entry = await fetch(new URL(`/${CLIENT_ENTRY}`, origin));
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    const missing = await page('/missing.png');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type') ?? '').not.toMatch(/html/);
  }, 60_000);

  it('runs the form on React DOM: React and its renderer among the modules the browser loads for it', async () => {
    const modules = await modulesFrom(`/${CONTACT_ENTRY}`);
    expect(notServed(modules)).toEqual([]);
    const urls = [...modules.keys()];
    expect(urls.some((url) => url.includes('@mantine_core'))).toBe(true);
    expect(urls.some((url) => url.includes('react-dom_client'))).toBe(true);
    // React 19's own marker, in every build of it; and no stand-in for it.
    const withReact = [...modules].filter(([, { code }]) =>
      code.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS'),
    );
    expect(withReact.length).toBeGreaterThan(0);
    expect(urls.filter((url) => /preact/i.test(url))).toEqual([]);
  }, 60_000);
});
