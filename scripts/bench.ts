// npm run bench: builds the site, serves it locally and prints Lighthouse 12.8.2 (mobile and
// desktop, median of 3), the initial JS/CSS sizes, the LCP against a no-script floor (the same
// prerendered HTML with every script removed) and the background bench. Run by hand, not in CI.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const RUNS = 3;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}
interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, Audit>;
}

// Asynchronous: the preview servers run in this process and must keep answering.
const run = promisify(execFile);
const sh = async (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  (await run(command, args, { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 })).stdout;

async function lighthouse(url: string, desktop: boolean): Promise<Report> {
  const args = ['-y', 'lighthouse@12.8.2', url, '--quiet', '--output=json', `--chrome-flags=${CHROME_FLAGS}`];
  if (desktop) args.push('--preset=desktop');
  return JSON.parse(await sh('npx', args, { CHROME_PATH: CHROMIUM_PATH })) as Report;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function summarize(reports: Report[]) {
  const audit = (r: Report, id: string) => r.audits[id]?.numericValue ?? NaN;
  const transfer = (r: Report, type?: string) =>
    (r.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === (type ?? 'total'))?.transferSize ?? NaN;
  const m = (f: (r: Report) => number) => median(reports.map(f));
  return {
    performance: m((r) => (r.categories.performance?.score ?? 0) * 100),
    accessibility: m((r) => (r.categories.accessibility?.score ?? 0) * 100),
    bestPractices: m((r) => (r.categories['best-practices']?.score ?? 0) * 100),
    seo: m((r) => (r.categories.seo?.score ?? 0) * 100),
    fcp: m((r) => audit(r, 'first-contentful-paint')),
    lcp: m((r) => audit(r, 'largest-contentful-paint')),
    tbt: m((r) => audit(r, 'total-blocking-time')),
    cls: m((r) => audit(r, 'cumulative-layout-shift')),
    total: m((r) => transfer(r)),
    script: m((r) => transfer(r, 'script')),
  };
}

const row = (name: string, s: ReturnType<typeof summarize>) =>
  `${name.padEnd(9)} perf ${s.performance} · a11y ${s.accessibility} · best ${s.bestPractices} · SEO ${s.seo} · ` +
  `FCP ${Math.round(s.fcp)} ms · LCP ${Math.round(s.lcp)} ms · TBT ${Math.round(s.tbt)} ms · CLS ${s.cls.toFixed(3)} · ` +
  `transfer ${(s.total / 1024).toFixed(0)} KiB (script ${(s.script / 1024).toFixed(0)} KiB)`;

console.log('building…');
await sh('npx', ['tsx', 'scripts/build.ts', '--mode', 'e2e']);
console.log((await sh('npx', ['tsx', 'scripts/size.ts'])).trim());

// The floor: the same prerendered page with every script removed.
await rm('dist-floor', { recursive: true, force: true });
await cp('dist', 'dist-floor', { recursive: true });
const html = await readFile('dist-floor/index.html', 'utf8');
await writeFile(
  'dist-floor/index.html',
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, ''),
);

const site = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const floor = await preview({ preview: { port: 0, host: '127.0.0.1' }, build: { outDir: 'dist-floor' }, logLevel: 'silent' });
const siteUrl = site.resolvedUrls?.local[0] ?? '';
const floorUrl = floor.resolvedUrls?.local[0] ?? '';

const results: Record<string, ReturnType<typeof summarize>> = {};
for (const [name, url, desktop] of [
  ['mobile', siteUrl, false],
  ['desktop', siteUrl, true],
  ['floor', floorUrl, false],
] as const) {
  const reports: Report[] = [];
  for (let i = 0; i < RUNS; i += 1) reports.push(await lighthouse(url, desktop));
  results[name] = summarize(reports);
  console.log(row(name, results[name]));
}
const lcpRatio = (results.mobile?.lcp ?? NaN) / (results.floor?.lcp ?? NaN);
console.log(`mobile LCP / no-script floor LCP: ${lcpRatio.toFixed(2)} (target ≤ 1.10)`);

await site.close();
await floor.close();
await rm('dist-floor', { recursive: true, force: true });

console.log((await sh('npx', ['tsx', 'scripts/bench-background.ts'])).trim());
