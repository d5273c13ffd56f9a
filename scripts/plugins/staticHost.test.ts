import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { preview } from 'vite';

describe('npm run preview', () => {
  // A build's folder as the build writes it, for the sub-path /portfolio/ (its web manifest's scope).
  let outDir = '';
  beforeAll(async () => {
    await mkdir(path.resolve('node_modules/.cache'), { recursive: true });
    outDir = await mkdtemp(path.resolve('node_modules/.cache/preview-'));
    await writeFile(path.join(outDir, 'index.html'), '<!doctype html><title>home</title>');
    await writeFile(path.join(outDir, '404.html'), '<!doctype html><title>not found</title>');
    await writeFile(path.join(outDir, 'manifest.webmanifest'), JSON.stringify({ scope: '/portfolio/' }));
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('serves a build under the sub-path it was made for, with no variable to set', async () => {
    const previous = process.env.BASE_PATH;
    delete process.env.BASE_PATH;
    const server = await preview({ logLevel: 'silent', build: { outDir }, preview: { port: 0 } });
    try {
      const origin = new URL(server.resolvedUrls?.local[0] ?? '').origin;
      const home = await fetch(`${origin}/portfolio/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>home</title>');
      expect((await fetch(`${origin}/portfolio/missing`)).status).toBe(404);
    } finally {
      await server.close();
      if (previous !== undefined) process.env.BASE_PATH = previous;
    }
  }, 30_000);
});
