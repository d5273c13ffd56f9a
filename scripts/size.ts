// Size budget of what the browser must fetch to show `/`: the scripts and stylesheets the
// prerendered index.html references, plus every module they import statically, gzipped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = { js: 130_000, css: 15_000 } as const;
const dist = path.resolve('dist');
const base = process.env.BASE_PATH ?? '/';
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const toFile = (url: string) => path.join(dist, url.startsWith(base) ? url.slice(base.length) : url);
const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => toFile(m[1] ?? ''));

const scripts = [
  ...attr(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  // The entry the page imports once it has painted.
  ...attr(/<script type="module">[^<]*import\("([^"]+)"\)/g),
];
const styles = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);

// Follow static imports between chunks; dynamic import() chunks load later and are not counted.
const initialJs = new Set<string>();
const visit = (file: string) => {
  if (initialJs.has(file)) return;
  initialJs.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\.?\/[^"']+)["']/g)) {
    visit(path.resolve(path.dirname(file), m[1] ?? ''));
  }
};
scripts.forEach(visit);

const gzip = (files: Iterable<string>) => {
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    total += size;
    console.log(`  ${path.relative(dist, file).padEnd(40)} ${(size / 1000).toFixed(1)} kB gzip`);
  }
  return total;
};

console.log('initial JS:');
const js = gzip(initialJs);
console.log('initial CSS:');
const css = gzip(styles);

let failed = false;
for (const [name, size, budget] of [
  ['JS', js, BUDGET.js],
  ['CSS', css, BUDGET.css],
] as const) {
  const ok = size <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} initial ${name} ${(size / 1000).toFixed(1)} kB gzip (budget ${budget / 1000} kB)`);
}
if (scripts.length === 0 || styles.length === 0) {
  console.log('index.html references no script or no stylesheet: is dist/ built?');
  failed = true;
}
process.exitCode = failed ? 1 : 0;
