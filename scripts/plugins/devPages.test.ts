import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { SITES } from '../../e2e/sites.ts';
import { DEMO_PROFILE } from '../../src/demo/identity.ts';
import { CLIENT_ENTRY } from '../steps/entries.ts';

let server: ViteDevServer;
let origin: string;

// `npm start`: the project's own config, as the owner runs it, on the demo content (the tests' own
// copy, whatever src/content/ holds).
beforeAll(async () => {
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = SITES.demo.content;
  try {
    server = await createServer({
      configFile: path.resolve('vite.config.ts'),
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

afterAll(() => server.close());

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
    expect(html).toContain('No route matches URL');
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
});

describe("npm start's browser code", () => {
  /**
   * The modules the browser loads for the contact form, following their imports from its chunk; none
   * if Vite answered that its bundles of the packages were outdated (504), as it does while it bundles
   * again the packages it found on the way, on a first start.
   */
  async function contactModules(): Promise<Map<string, string> | undefined> {
    const modules = new Map<string, string>();
    const queue = ['/src/app/contactClient.tsx'];
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (modules.has(url)) continue;
      const response = await fetch(new URL(url, origin));
      if (response.status === 504) return undefined;
      expect(response.ok, url).toBe(true);
      const code = await response.text();
      modules.set(url, code);
      for (const [, imported] of code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
        if (!imported || !/^\/@id\/|\.(m?js|tsx?)(\?|$)/.test(imported)) continue;
        queue.push(imported.startsWith('./') ? new URL(imported, new URL(url, origin)).pathname : imported);
      }
    }
    return modules;
  }

  /** The form's modules once Vite's bundles of the packages have settled, as the browser reloads for them. */
  async function settledContactModules(): Promise<Map<string, string>> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const modules = await contactModules();
      if (modules) return modules;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('Vite kept answering that its bundles of the packages were outdated');
  }

  it('runs the form on Preact: no copy of React among the modules the browser loads for it', async () => {
    const modules = await settledContactModules();
    expect([...modules.keys()].some((url) => url.includes('@mantine_core'))).toBe(true);
    // React 19's own marker, in every build of it.
    const withReact = [...modules].filter(([, code]) => code.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS'));
    expect(withReact.map(([url]) => url)).toEqual([]);
  }, 60_000);
});
