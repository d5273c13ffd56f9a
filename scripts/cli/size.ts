// Size budget of what the browser must fetch to show and use `/`, gzipped as the build's .gz files
// are (the bytes a server with gzip_static sends): the entry and the chunks it imports statically
// (the browser build's manifest), and the page's stylesheet (the prerender build's manifest), as the
// build kept them for this output folder (manifestDir). Chunks loaded later by import() (the contact
// form, the background) are not counted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzip } from '../steps/compress.ts';
import { initialFiles } from '../steps/manifest.ts';

// Just above what the page needs today (89.1 kB and 11.8 kB): any growth is a decision, not drift.
const BUDGET = { js: 89_500, css: 12_000 } as const;
const { positionals } = parseArgs({ allowPositionals: true });
const dist = path.resolve(positionals[0] ?? 'dist');

const measure = (files: readonly string[]) => {
  let total = 0;
  for (const file of files) {
    const size = gzip(readFileSync(path.join(dist, file))).length;
    total += size;
    console.log(`  ${file.padEnd(40)} ${(size / 1000).toFixed(1)} kB gzip (${size} bytes)`);
  }
  return total;
};

const initial = initialFiles(dist);
console.log('initial JS:');
const js = measure(initial.js);
console.log('initial CSS:');
const css = measure(initial.css);

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
