// Size budget of what the browser fetches for `/` before the visitor scrolls or touches anything,
// gzipped as the build's .gz files are (the bytes a server with gzip_static sends): the entry and
// the chunks it imports statically, and the background's start and worker (the browser build's
// manifest), and the stylesheet that blocks rendering (the build's own record), as the build kept
// them for each output folder given (dist/ if none). Then, with a budget of its own, what the page
// asks for as the visitor heads down it: the whole stylesheet, and the contact form's code and styles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGET } from '../steps/budget.ts';
import { gzip } from '../steps/compress.ts';
import { contactFiles, initialFiles, readManifest, readPageStylesheets } from '../steps/manifest.ts';

const { positionals } = parseArgs({ allowPositionals: true });

const measure = (dist: string, files: readonly string[]) => {
  let total = 0;
  for (const file of files) {
    const size = gzip(readFileSync(path.join(dist, file))).length;
    total += size;
    console.log(`  ${file.padEnd(40)} ${(size / 1000).toFixed(1)} kB gzip (${size} bytes)`);
  }
  return total;
};

/** Prints one build's figures against the budget; false if it is over. */
function withinBudget(dist: string): boolean {
  console.log(`${dist}:`);
  const initial = initialFiles(dist);
  console.log('JS on load:');
  const js = measure(dist, initial.js);
  console.log('render-blocking CSS:');
  const css = measure(dist, initial.css);
  const contact = contactFiles(readManifest(dist));
  console.log("as the visitor heads down the page: the whole stylesheet, the contact form's code and styles:");
  const stylesheets = readPageStylesheets(dist);
  const headingDown = measure(dist, [...stylesheets.later, ...contact.js, ...contact.css]);
  // Fetched without blocking and applied on paper only: shown, outside the screen's budget.
  console.log('for print alone (media="print": neither blocking nor applied on screen):');
  measure(dist, stylesheets.print ?? []);

  let within = true;
  for (const [name, size, budget] of [
    ['JS on load', js, BUDGET.onLoadJs],
    ['render-blocking CSS', css, BUDGET.renderBlockingCss],
    ['as the visitor heads down', headingDown, BUDGET.headingDown],
  ] as const) {
    const ok = size <= budget;
    within &&= ok;
    console.log(`${ok ? 'ok  ' : 'OVER'} ${name} ${(size / 1000).toFixed(1)} kB gzip (budget ${budget / 1000} kB)`);
  }
  return within;
}

// Each output folder given (dist/ if none), every one of them checked.
const results = (positionals.length > 0 ? positionals : ['dist']).map((dir) => withinBudget(path.resolve(dir)));
process.exitCode = results.every(Boolean) ? 0 : 1;
