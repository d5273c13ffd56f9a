// Builds the static site: the client bundle into dist/, then prerenders / and the 404 page into it.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, resolveConfig } from 'vite';

interface ServerEntry {
  render(path: string, basename: string): Promise<{ html: string; head: string; status: number }>;
}

const modeFlag = process.argv.indexOf('--mode');
const mode = modeFlag >= 0 ? process.argv[modeFlag + 1] : 'production';
const serverDir = '.prerender';

try {
  await build({ mode });
} catch (error) {
  // The reason (such as unset contact keys) without a stack trace.
  console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await build({
  mode,
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
});

const config = await resolveConfig({ mode }, 'build');
const outDir = path.resolve(config.root, config.build.outDir);
const base = config.base;
const server = (await import(pathToFileURL(path.resolve(serverDir, 'entry-server.js')).href)) as ServerEntry;
const template = await readFile(path.join(outDir, 'index.html'), 'utf8');

const font = (await readdir(path.join(outDir, 'assets'))).find((file) => /^oswald-latin-wght-normal-.*\.woff2$/.test(file));
if (!font) throw new Error('The Oswald Latin font is missing from the build');
const preload = `<link rel="preload" href="${base}assets/${font}" as="font" type="font/woff2" crossorigin />`;

const pages = [
  { url: base, file: 'index.html', status: 200 },
  { url: `${base}this-page-does-not-exist`, file: '404.html', status: 404 },
];
for (const page of pages) {
  const { html, head, status } = await server.render(page.url, base);
  if (status !== page.status) throw new Error(`${page.url} rendered with status ${status}, expected ${page.status}`);
  const document = template
    .replace('<!--app-head-->', `${head}\n    ${preload}`)
    .replace('<!--app-html-->', () => html);
  await writeFile(path.join(outDir, page.file), document);
  console.log(`prerendered ${page.url} -> ${path.relative(config.root, path.join(outDir, page.file))}`);
}

await rm(serverDir, { recursive: true, force: true });
