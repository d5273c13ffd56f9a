// Size budget of what the browser must fetch to show and use `/`, gzipped: the entry and the chunks
// it imports statically (the browser build's manifest), and the page's stylesheet (the prerender
// build's manifest). Chunks loaded later by import() (the contact form, the background) are not counted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CLIENT_ENTRY, SERVER_ENTRY } from '../steps/entries.ts';
import { PRERENDER_MANIFEST_FILE, initialScripts, initialStylesheets, readManifest } from '../steps/manifest.ts';

// Just above what the page needs today (89.1 kB and 11.8 kB): any growth is a decision, not drift.
const BUDGET = { js: 89_500, css: 12_000 } as const;
const { positionals } = parseArgs({ allowPositionals: true });
const dist = path.resolve(positionals[0] ?? 'dist');

const gzip = (files: readonly string[]) => {
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    total += size;
    console.log(`  ${file.padEnd(40)} ${(size / 1000).toFixed(1)} kB gzip`);
  }
  return total;
};

console.log('initial JS:');
const js = gzip(initialScripts(readManifest(dist), CLIENT_ENTRY));
console.log('initial CSS:');
const css = gzip(initialStylesheets(readManifest(dist, PRERENDER_MANIFEST_FILE), SERVER_ENTRY));

let failed = false;
for (const [name, size, budget] of [
  ['JS', js, BUDGET.js],
  ['CSS', css, BUDGET.css],
] as const) {
  const ok = size <= budget;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} initial ${name} ${(size / 1000).toFixed(1)} kB gzip (budget ${budget / 1000} kB)`,
  );
}
process.exitCode = failed ? 1 : 0;
