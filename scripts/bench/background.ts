// npm run bench:background [-- --floor] [-- --url URL] [-- --outDir dist] [-- --runs 3]
// Opens the built site (dist/, or --outDir, or URL) headless at 1920x1080, waits 5 s, then over 10 s samples the
// renderer's main-thread busy time (CDP Performance.getMetrics TaskDuration), the frames per second
// the background reports (data-fps), and the CPU time of every browser process (/proc, user + system).
// --floor blocks the background's code: the same page without it.
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type CDPSession } from '@playwright/test';
import { preview } from 'vite';
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
const floor = flags.floor;
const ticksPerSecond = Number(execSync('getconf CLK_TCK').toString().trim());

/**
 * user + system CPU seconds of every process descended from this one (the browser's), per
 * "process type: thread name", so that the bench can say what dominates.
 */
function browserCpuSeconds(): Map<string, number> {
  const parent = new Map<number, number>();
  const threads = new Map<number, { type: string; ticks: Map<string, number> }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      const type = /--type=([\w-]+)/.exec(readFileSync(`/proc/${entry}/cmdline`, 'utf8'))?.[1] ?? 'browser';
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
  const isDescendant = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  const seconds = new Map<string, number>();
  for (const [pid, { type, ticks }] of threads) {
    if (!isDescendant(pid)) continue;
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

async function measure(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  if (floor) await page.route(/\/assets\/start-[^/]+\.js$/, (route) => route.abort());
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
    top: perThread
      .slice(0, 3)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', '),
  };
}

let url = flags.url;
const server = url
  ? undefined
  : await preview({ preview: { port: 0, host: '127.0.0.1' }, build: { outDir: flags.outDir }, logLevel: 'silent' });
url ??= server?.resolvedUrls?.local[0] ?? '';

console.log(`background bench${floor ? ' (floor: background blocked)' : ''}: ${url}, 1920x1080, ${runs} runs`);
const results = [];
for (let run = 1; run <= runs; run += 1) {
  const r = await measure(url);
  results.push(r);
  console.log(
    `  run ${run}: main thread ${r.mainMs.toFixed(1)} ms/s, ${r.fps} fps, browser CPU ${r.cpuMs.toFixed(0)} ms/s (${r.top})`,
  );
}
console.log(
  `median: main thread ${median(results.map((r) => r.mainMs)).toFixed(1)} ms/s, ` +
    `${median(results.map((r) => r.fps))} fps, browser CPU ${median(results.map((r) => r.cpuMs)).toFixed(0)} ms/s`,
);
await server?.close();
