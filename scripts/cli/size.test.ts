import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BUDGET } from '../steps/budget.ts';
import { BACKGROUND_ENTRY, CLIENT_ENTRY, CONTACT_ENTRY, SERVER_ENTRY } from '../steps/entries.ts';
import { keepManifests, keepPageStylesheets, manifestDir, type Manifest } from '../steps/manifest.ts';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');

/** The bytes of each file of a build: random, so that gzip cannot shrink them. */
interface Sizes {
  entry: number;
  start: number;
  worker: number;
  contact: number;
  critical: number;
  later: number;
}

const WITHIN: Sizes = { entry: 4000, start: 1000, worker: 2000, contact: 50_000, critical: 5000, later: 20_000 };

const made: string[] = [];

/** An output folder as the build leaves it: its files, and Vite's manifests and the stylesheets' record kept aside. */
async function build(sizes: Sizes): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'size-'));
  made.push(dir);
  const file = (name: string) => `assets/${name}`;
  const files: Record<keyof Sizes, string> = {
    entry: file('entry.js'),
    start: file('start.js'),
    worker: file('worker.js'),
    contact: file('contact.js'),
    critical: file('critical.css'),
    later: file('later.css'),
  };
  await mkdir(path.join(dir, 'assets'));
  for (const [key, name] of Object.entries(files)) {
    await writeFile(path.join(dir, name), randomBytes(sizes[key as keyof Sizes]));
  }
  const client: Manifest = {
    [CLIENT_ENTRY]: { file: files.entry, isEntry: true, dynamicImports: [BACKGROUND_ENTRY, CONTACT_ENTRY] },
    [BACKGROUND_ENTRY]: { file: files.start, isDynamicEntry: true, assets: [files.worker] },
    [CONTACT_ENTRY]: { file: files.contact, isDynamicEntry: true, imports: [CLIENT_ENTRY] },
  };
  const server: Manifest = { [SERVER_ENTRY]: { file: 'entry-server.js', isEntry: true } };
  const serverDir = path.join(dir, 'server');
  for (const [at, manifest] of [
    [dir, client],
    [serverDir, server],
  ] as const) {
    await mkdir(path.join(at, '.vite'), { recursive: true });
    await writeFile(path.join(at, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  await keepManifests(dir, serverDir);
  await keepPageStylesheets(dir, { blocking: [files.critical], later: [files.later] });
  return dir;
}

/** `npm run size` on some output folders: its exit code and what it printed. */
async function size(...dirs: string[]) {
  try {
    const { stdout } = await run(TSX, ['scripts/cli/size.ts', ...dirs]);
    return { code: 0, stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, stdout };
  }
}

afterAll(async () => {
  for (const dir of made) {
    await rm(dir, { recursive: true, force: true });
    await rm(manifestDir(dir), { recursive: true, force: true });
  }
});

describe('npm run size', () => {
  it('passes a build within the budget, counting what loads at once apart from what loads as the visitor heads down', async () => {
    const { code, stdout } = await size(await build(WITHIN));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ok {3}JS on load 7\.\d kB gzip/m);
    expect(stdout).toMatch(/^ok {3}render-blocking CSS 5\.\d kB gzip/m);
    // The worker counts: the background starts on every visit.
    expect(stdout).toMatch(/JS on load:\n.*entry\.js.*\n.*start\.js.*\n.*worker\.js/);
    expect(stdout).toMatch(/as the visitor heads down the page.*:\n.*later\.css.*\n.*contact\.js/);
    expect(stdout).toMatch(/^ok {3}as the visitor heads down 70\.\d kB gzip/m);
  }, 30_000);

  it('fails when any folder given is over a budget, naming the budget', async () => {
    const overJs = await build({ ...WITHIN, worker: BUDGET.onLoadJs - 4000 });
    const overCss = await build({ ...WITHIN, critical: BUDGET.renderBlockingCss + 100 });
    const overForm = await build({ ...WITHIN, contact: BUDGET.headingDown - WITHIN.later + 100 });
    const { code, stdout } = await size(overJs, overCss, await build(WITHIN), overForm);
    expect(code).toBe(1);
    const reports = stdout.split(/^(?=\S+:\n)/m);
    expect(reports).toHaveLength(4);
    const over = (name: string, budget: number) =>
      new RegExp(String.raw`^OVER ${name} \d+\.\d kB gzip \(budget ${budget / 1000} kB\)$`, 'm');
    expect(reports[0]).toMatch(over('JS on load', BUDGET.onLoadJs));
    expect(reports[0]).toMatch(/^ok {3}render-blocking CSS/m);
    expect(reports[1]).toMatch(/^ok {3}JS on load/m);
    expect(reports[1]).toMatch(over('render-blocking CSS', BUDGET.renderBlockingCss));
    expect(reports[2]).not.toMatch(/OVER/);
    expect(reports[3]).toMatch(over('as the visitor heads down', BUDGET.headingDown));
    expect(reports[3]).toMatch(/^ok {3}JS on load/m);
  }, 30_000);
});
