// npm run bench: builds the site, serves it locally and prints, run by run, Lighthouse 12.8.2 mobile
// and desktop (performance, FCP, LCP, TBT, CLS, transfer) with the background running as a visitor
// gets it, the same for a no-script floor (the same prerendered pages without their code), the
// initial JS/CSS sizes and the background bench. Run by hand, not in CI: timing is noisy.
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
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

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  total: number;
  script: number;
}

function read(report: Report): Run {
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const transfer = (type: string) =>
    (report.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === type)?.transferSize ?? NaN;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    total: transfer('total'),
    script: transfer('script'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const line = (label: string, r: Run) =>
  `${label.padEnd(9)} perf ${r.performance} · a11y ${r.accessibility} · best ${r.bestPractices} · SEO ${r.seo} · ` +
  `FCP ${Math.round(r.fcp)} ms · LCP ${Math.round(r.lcp)} ms · TBT ${Math.round(r.tbt)} ms · CLS ${r.cls.toFixed(3)} · ` +
  `transfer ${(r.total / 1024).toFixed(0)} KiB (script ${(r.script / 1024).toFixed(0)} KiB)`;

console.log('building…');
await sh('npx', ['tsx', 'scripts/cli/build.ts', '--mode', 'e2e']);
await sh('npx', ['tsx', 'scripts/cli/build.ts', '--mode', 'e2e', '--outDir', 'dist-floor', '--no-scripts']);
console.log((await sh('npx', ['tsx', 'scripts/cli/size.ts'])).trim());

const site = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const floor = await preview({
  preview: { port: 0, host: '127.0.0.1' },
  build: { outDir: 'dist-floor' },
  logLevel: 'silent',
});
const siteUrl = site.resolvedUrls?.local[0] ?? '';
const floorUrl = floor.resolvedUrls?.local[0] ?? '';

const results: Record<string, Run[]> = {};
for (const [name, url, desktop] of [
  ['mobile', siteUrl, false],
  ['desktop', siteUrl, true],
  ['floor', floorUrl, false],
] as const) {
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i += 1) {
    runs.push(read(await lighthouse(url, desktop)));
    console.log(line(`${name} ${i}`, runs.at(-1) as Run));
  }
  results[name] = runs;
  const m = (f: (r: Run) => number) => median(runs.map(f));
  console.log(
    `${name}: median perf ${m((r) => r.performance)}, LCP ${Math.round(m((r) => r.lcp))} ms, TBT ${Math.round(m((r) => r.tbt))} ms; ` +
      `worst perf ${Math.min(...runs.map((r) => r.performance))}, LCP ${Math.round(Math.max(...runs.map((r) => r.lcp)))} ms, ` +
      `TBT ${Math.round(Math.max(...runs.map((r) => r.tbt)))} ms, CLS ${Math.max(...runs.map((r) => r.cls)).toFixed(3)}`,
  );
}
const lcp = (name: string) => median((results[name] ?? []).map((r) => r.lcp));
console.log(`mobile LCP / no-script floor LCP (medians): ${(lcp('mobile') / lcp('floor')).toFixed(2)} (target ≤ 1.10)`);

await site.close();
await floor.close();
await rm('dist-floor', { recursive: true, force: true });

console.log((await sh('npx', ['tsx', 'scripts/cli/bench-background.ts'])).trim());
