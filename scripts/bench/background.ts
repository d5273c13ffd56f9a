// npm run bench:background [-- --floor] [-- --url URL] [-- --outDir dist] [-- --runs 3]
// Opens the built site (dist/, or --outDir, or URL) headless at 1920x1080 with our background and with
// the original (tsParticles on the page's thread, scripts/bench/original/, served in place of our
// `start` chunk), run by run in turn so that the machine's load falls on both alike. Each run waits
// 5 s, then over 10 s samples the renderer's main-thread busy time (CDP Performance.getMetrics
// TaskDuration), the frames per second the background reports (data-fps), and the CPU time of every
// browser process (/proc, user + system) by process and thread; then the medians, and ours ÷ the
// original's CPU against the target.
// --floor adds a third page to the turn: the same page with the background's code blocked.
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type CDPSession } from '@playwright/test';
import { build, preview } from 'vite';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../chromium.ts';
import { median } from './stats.ts';

const { values: flags } = parseArgs({
  options: {
    floor: { type: 'boolean', default: false },
    url: { type: 'string' },
    outDir: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
  },
});

const WARMUP_MS = 5000;
const SAMPLE_S = 10;
const runs = Number(flags.runs);
/** The target the background is held to: all browser processes at most this share of the original's CPU. */
const TARGET_RATIO = 0.3;
const ticksPerSecond = Number(execSync('getconf CLK_TCK').toString().trim());

/**
 * user + system CPU seconds of every process of the browsers this one launched, per "process type:
 * thread name", so that the bench can say what dominates. Not this process's other children (the
 * transpiler's service).
 */
function browserCpuSeconds(): Map<string, number> {
  const parent = new Map<number, number>();
  const threads = new Map<number, { type: string; ticks: Map<string, number> }>();
  /** Browser processes: Playwright talks to each over a pipe. */
  const browsers = new Set<number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes('--remote-debugging-pipe')) browsers.add(Number(entry));
      const type = /--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser';
      const ticks = new Map<string, number>();
      for (const task of readdirSync(`/proc/${entry}/task`)) {
        const taskStat = readFileSync(`/proc/${entry}/task/${task}/stat`, 'utf8');
        const name = taskStat.slice(taskStat.indexOf('(') + 1, taskStat.lastIndexOf(')'));
        const fields = taskStat.slice(taskStat.lastIndexOf(')') + 2).split(' ');
        ticks.set(name, (ticks.get(name) ?? 0) + Number(fields[11]) + Number(fields[12]));
      }
      threads.set(Number(entry), { type, ticks });
    } catch {
      // The process ended while we looked.
    }
  }
  const isBrowsers = (pid: number): boolean => {
    let inBrowser = false;
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parent.get(p)) {
      inBrowser ||= browsers.has(p);
      if (p === process.pid) return inBrowser;
    }
    return false;
  };
  const seconds = new Map<string, number>();
  for (const [pid, { type, ticks }] of threads) {
    if (!isBrowsers(pid)) continue;
    for (const [name, t] of ticks)
      seconds.set(`${type}: ${name}`, (seconds.get(`${type}: ${name}`) ?? 0) + t / ticksPerSecond);
  }
  return seconds;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

async function taskDuration(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

/** The background's chunk, which the entry imports once the page is idle. */
const START_CHUNK = /\/assets\/start-[^/]+\.js$/;

/** The original: tsParticles with our options, one module exporting `startBackground` as our chunk does. */
async function buildOriginal(outDir: string) {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry: path.resolve('scripts/bench/original/start.ts'), formats: ['es'], fileName: 'start' },
    },
  });
  return path.join(outDir, 'start.js');
}

type Background = 'ours' | 'original' | 'floor';

async function measure(url: string, background: Background, original: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  if (background === 'floor') await page.route(START_CHUNK, (route) => route.abort());
  if (background === 'original') {
    await page.route(START_CHUNK, (route) => route.fulfill({ path: original, contentType: 'text/javascript' }));
  }
  await page.goto(url);
  await page.waitForTimeout(WARMUP_MS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const task0 = await taskDuration(cdp);
  const cpu0 = browserCpuSeconds();
  const t0 = performance.now();
  const fps: number[] = [];
  for (let s = 0; s < SAMPLE_S; s += 1) {
    await page.waitForTimeout(1000);
    fps.push(
      await page.evaluate(() => Number(document.querySelector<HTMLElement>('canvas[data-fps]')?.dataset.fps ?? 0)),
    );
  }
  const seconds = (performance.now() - t0) / 1000;
  const task1 = await taskDuration(cdp);
  const cpu1 = browserCpuSeconds();
  await browser.close();
  const perThread = [...cpu1]
    .map(([name, s]) => [name, ((s - (cpu0.get(name) ?? 0)) * 1000) / seconds] as const)
    .sort((a, b) => b[1] - a[1]);
  return {
    mainMs: ((task1 - task0) * 1000) / seconds,
    fps: median(fps),
    cpuMs: sum(perThread.map(([, ms]) => ms)),
    /** Every thread that used at least 1 ms/s, busiest first. */
    threads: perThread
      .filter(([, ms]) => ms >= 1)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', '),
  };
}

let url = flags.url;
const server = url
  ? undefined
  : await preview({ preview: { port: 0, host: '127.0.0.1' }, build: { outDir: flags.outDir }, logLevel: 'silent' });
url ??= server?.resolvedUrls?.local[0] ?? '';
const originalDir = await mkdtemp(path.join(tmpdir(), 'bench-original-'));
const original = await buildOriginal(originalDir);

const backgrounds: Background[] = flags.floor ? ['ours', 'original', 'floor'] : ['ours', 'original'];
console.log(`background bench: ${url}, 1920x1080, ${runs} runs of ${backgrounds.join(', ')} in turn`);
const results: Record<Background, Awaited<ReturnType<typeof measure>>[]> = { ours: [], original: [], floor: [] };
for (let run = 1; run <= runs; run += 1) {
  for (const background of backgrounds) {
    const r = await measure(url, background, original);
    results[background].push(r);
    console.log(
      `  ${background.padEnd(8)} ${run}: main thread ${r.mainMs.toFixed(1)} ms/s, ${r.fps} fps, ` +
        `browser CPU ${r.cpuMs.toFixed(0)} ms/s (${r.threads})`,
    );
  }
}
const cpu = (background: Background) => median(results[background].map((r) => r.cpuMs));
for (const background of backgrounds) {
  const all = results[background];
  console.log(
    `median ${background.padEnd(8)}: main thread ${median(all.map((r) => r.mainMs)).toFixed(1)} ms/s, ` +
      `${median(all.map((r) => r.fps))} fps, browser CPU ${cpu(background).toFixed(0)} ms/s`,
  );
}
const ratio = cpu('ours') / cpu('original');
console.log(
  `${ratio <= TARGET_RATIO ? 'ok  ' : 'FAIL'} browser CPU, ours ÷ the original's (medians): ${ratio.toFixed(2)} × ` +
    `(≤ ${TARGET_RATIO}); run by run ${results.ours.map((r, i) => (r.cpuMs / (results.original[i]?.cpuMs ?? NaN)).toFixed(2)).join(', ')}`,
);
// Not the target: a busy machine takes frames from both (the original's cap also skips refreshes that
// come a little early), and a page that draws fewer frames spends less. Per frame drawn, the two are
// compared whatever their rates.
const perFrame = (background: Background) => median(results[background].map((r) => r.cpuMs / r.fps));
console.log(
  `     per frame drawn: ours ${perFrame('ours').toFixed(1)} ms, the original ${perFrame('original').toFixed(1)} ms ` +
    `of CPU (medians): ${(perFrame('ours') / perFrame('original')).toFixed(2)} ×`,
);
await server?.close();
await rm(originalDir, { recursive: true, force: true });
