// npm run bench: builds the site, serves it locally and prints, run by run, Lighthouse 12.8.2 mobile
// and desktop (performance, FCP, LCP, TBT, CLS, transfer) with the background running as a visitor
// gets it, the same for a no-script floor (the same prerendered pages without their code), the
// initial JS/CSS sizes and the background bench. Run by hand, not in CI: timing is noisy.
// --owner: instead, the demo against an owner's content made now (a 12-megapixel photo and six
// full-HD screenshots, scripts/cli/owner-content.ts), mobile and desktop, with the image audits.
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { parseArgs, promisify } from 'node:util';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

interface Audit {
  score?: number | null;
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
  /** The image audits that failed (a score below 1). */
  imageAuditsFailed: string[];
}

const IMAGE_AUDITS = ['uses-responsive-images', 'modern-image-formats', 'offscreen-images', 'unsized-images'];

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
    // A null score means the audit did not apply (no image it could judge): a pass.
    imageAuditsFailed: IMAGE_AUDITS.filter((id) => (report.audits[id]?.score ?? 1) < 1),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const line = (label: string, r: Run) =>
  `${label.padEnd(9)} perf ${r.performance} · a11y ${r.accessibility} · best ${r.bestPractices} · SEO ${r.seo} · ` +
  `FCP ${Math.round(r.fcp)} ms · LCP ${Math.round(r.lcp)} ms · TBT ${Math.round(r.tbt)} ms · CLS ${r.cls.toFixed(3)} · ` +
  `transfer ${(r.total / 1024).toFixed(0)} KiB (script ${(r.script / 1024).toFixed(0)} KiB) · ` +
  `image audits ${r.imageAuditsFailed.length ? `FAILED: ${r.imageAuditsFailed.join(', ')}` : 'pass'}`;

/** Runs Lighthouse `RUNS` times, printing each run, then the median and the worst. */
async function runs(name: string, url: string, desktop: boolean): Promise<Run[]> {
  const all: Run[] = [];
  for (let i = 1; i <= RUNS; i += 1) {
    all.push(read(await lighthouse(url, desktop)));
    console.log(line(`${name} ${i}`, all.at(-1) as Run));
  }
  const m = (f: (r: Run) => number) => median(all.map(f));
  console.log(
    `${name}: median perf ${m((r) => r.performance)}, LCP ${Math.round(m((r) => r.lcp))} ms, TBT ${Math.round(m((r) => r.tbt))} ms, ` +
      `transfer ${(m((r) => r.total) / 1024).toFixed(0)} KiB; worst perf ${Math.min(...all.map((r) => r.performance))}, ` +
      `LCP ${Math.round(Math.max(...all.map((r) => r.lcp)))} ms, TBT ${Math.round(Math.max(...all.map((r) => r.tbt)))} ms, ` +
      `CLS ${Math.max(...all.map((r) => r.cls)).toFixed(3)}`,
  );
  return all;
}

const serve = async (outDir: string) => {
  const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, build: { outDir }, logLevel: 'silent' });
  return { url: server.resolvedUrls?.local[0] ?? '', close: () => server.close() };
};

if (parseArgs({ options: { owner: { type: 'boolean', default: false } } }).values.owner) {
  // The owner's content against the demo, with the targets the image work was held to.
  console.log('making the owner content and building both…');
  await sh('npx', ['tsx', 'scripts/cli/owner-content.ts', '.bench-owner', '--projects', '6', '--screenshots', '6']);
  await sh('npx', ['tsx', 'scripts/cli/build.ts', '--mode', 'e2e', '--outDir', 'dist-bench-demo']);
  await sh('npx', ['tsx', 'scripts/cli/build.ts', '--mode', 'e2e', '--outDir', 'dist-bench-owner'], {
    CONTENT_DIR: '.bench-owner',
  });
  const demo = await serve('dist-bench-demo');
  const owner = await serve('dist-bench-owner');
  const all: Record<string, Run[]> = {};
  for (const [name, url, desktop] of [
    ['demo mobile', demo.url, false],
    ['owner mobile', owner.url, false],
    ['demo desktop', demo.url, true],
    ['owner desktop', owner.url, true],
  ] as const) {
    all[name] = await runs(name, url, desktop);
  }
  const med = (name: string, f: (r: Run) => number) => median((all[name] ?? []).map(f));
  const verdict = (ok: boolean) => (ok ? 'ok  ' : 'FAIL');
  const owned = all['owner mobile'] ?? [];
  console.log(`${verdict(med('owner mobile', (r) => r.performance) >= 99)} owner mobile median performance ≥ 99`);
  const lcpRatio = med('owner mobile', (r) => r.lcp) / med('demo mobile', (r) => r.lcp);
  console.log(`${verdict(lcpRatio <= 1.15)} owner mobile LCP ${lcpRatio.toFixed(2)} × the demo's (≤ 1.15)`);
  const transferRatio = med('owner mobile', (r) => r.total) / med('demo mobile', (r) => r.total);
  console.log(
    `${verdict(transferRatio <= 1.5)} owner mobile transfer ${transferRatio.toFixed(2)} × the demo's (≤ 1.5)`,
  );
  console.log(`${verdict(owned.every((r) => r.cls === 0))} owner mobile CLS 0 in every run`);
  for (const name of ['owner mobile', 'owner desktop']) {
    const failed = (all[name] ?? []).some((r) => r.imageAuditsFailed.length > 0);
    console.log(`${verdict(!failed)} ${name}: ${IMAGE_AUDITS.join(', ')} pass in every run`);
  }
  await demo.close();
  await owner.close();
  for (const dir of ['dist-bench-demo', 'dist-bench-owner', '.bench-owner'])
    await rm(dir, { recursive: true, force: true });
  process.exit(0);
}

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
