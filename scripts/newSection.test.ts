import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { SECTIONS } from '../src/app/config/sections.ts';
import { DEMO_PROFILE } from '../src/demo/identity.ts';

const run = promisify(execFile);

// An owner's trial, as the docs tell it: in a copy of the project whose src/content/ already holds
// another owner's content (the tests' owner, e2e/fixtures/owner/, with their own share image as the
// README shows it), a section added by following "Adding a section" in docs/architecture.md, its code
// read from there. The content check, the lint and the type check must pass, and the page must render
// the section in its place and list it in the navigation. The recipe's section is followed under a name
// of its own, word for word otherwise: an owner who followed it has a "Now" section already.
const RECIPE = 'docs/architecture.md';
const OWNER = 'e2e/fixtures/owner';
const TEXT = 'Notes kept by the test of a new section.';
/** Given as a broken text: the file taken away. */
const REMOVED = '(the file removed)';

/** The recipe's own name for its section, and the test's: each of its spellings. */
const RENAMED: [RegExp, string][] = [
  [/\bnow\b/g, 'testNotes'],
  [/\bNow(?![a-z])/g, 'TestNotes'],
  [/id: 'testNotes'/g, "id: 'test-notes'"],
  [/label: 'TestNotes'/g, "label: 'Test notes'"],
  [/\/testNotes\//g, '/testnotes/'],
];
const renamed = (text: string) => RENAMED.reduce((result, [from, to]) => result.replace(from, to), text);

/** The recipe's steps: each file it names, with the code blocks it gives for it, under the test's name. */
async function recipeSteps() {
  const docs = await readFile(RECIPE, 'utf8');
  const recipe = docs.split('\n## Adding a section\n')[1]?.split('\n## ')[0] ?? '';
  return [...recipe.matchAll(/^\d+\. `([^`]+)`([\s\S]*?)(?=^\d+\. |^\S)/gm)].map(([, file = '', body = '']) => ({
    file: renamed(file),
    // Each block as written, out of its list item's three-space indent.
    blocks: [...body.matchAll(/^ {3}```\w*\n([\s\S]*?)^ {3}```$/gm)].map(([, code = '']) =>
      renamed(code.replace(/^ {3}/gm, '')),
    ),
  }));
}

/** The ts block of the README's share image recipe: its import, and the fields it adds to the site. */
async function shareImageRecipe() {
  const readme = await readFile('README.md', 'utf8');
  const block = /```ts\n(import shareImage[\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const lines = block.split('\n');
  return {
    imports: lines.filter((line) => line.startsWith('import ')),
    fields: lines.filter((line) => /^\s+shareImage/.test(line)),
  };
}

// The content check and the page's render, as the dev server runs them, in the copy's own code; then,
// given a content file and broken texts for it (or REMOVED), the check once more with the file broken
// each way, and the file put back. One process for both checks: each process pays seconds of imports.
const CHECK_AND_RENDER = `
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'vite';
import { checkContentForBuild } from './scripts/steps/contentCheck.ts';
import { SERVER_ENTRY } from './scripts/steps/entries.ts';
import { NAV_ITEMS } from './src/app/config/sections.ts';
import type { ServerEntry } from './src/app/prerender/prerenderContract.ts';

const report = await checkContentForBuild('e2e', {});
let html = '';
if (!report.errors) {
  const server = await createServer({
    mode: 'e2e',
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const entry = (await server.ssrLoadModule(SERVER_ENTRY)) as ServerEntry;
  html = (await entry.prerenderSite({ base: '/' }).renderHome({ url: '/share.png', width: 1200, height: 630 })).html;
  await server.close();
}
const [file, ...brokenTexts] = process.argv.slice(2);
const brokenReports = [];
if (file !== undefined) {
  const before = await readFile(file, 'utf8');
  try {
    for (const broken of brokenTexts) {
      if (broken === '${REMOVED}') await rm(file);
      else await writeFile(file, broken);
      brokenReports.push(await checkContentForBuild('e2e', {}));
    }
  } finally {
    await writeFile(file, before);
  }
}
console.log(JSON.stringify({ report, html, sections: NAV_ITEMS.map((item) => item.id), brokenReports }));
`;

describe('a section added by an owner to their own content', { timeout: 120_000 }, () => {
  let dir = '';
  let added: string[] = [];
  let label = '';
  const file = (name: string) => path.join(dir, name);
  /** Changes a file of the copy; a change that finds nothing to change is a broken test, not a pass. */
  async function edit(name: string, change: (text: string) => string) {
    const before = await readFile(file(name), 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`${name}: the edit found nothing to change`);
    await writeFile(file(name), after);
  }

  // The copy's own lint, in a process of its own: typescript-eslint keeps the first project it saw.
  // One run for every file asked about (each run is a few core-seconds): the messages, file by file.
  async function lintMessages(...names: string[]) {
    const eslint = path.resolve('node_modules/.bin/eslint');
    const { stdout } = await run(eslint, ['--format', 'json', ...names], { cwd: dir }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }),
    );
    const results = JSON.parse(stdout) as {
      filePath: string;
      messages: { ruleId: string | null; message: string }[];
    }[];
    // ESLint names each file by its real path: the copy may be reached through a link (node_modules).
    const root = await realpath(dir);
    return new Map(
      results.map((result) => [
        path.relative(root, result.filePath).split(path.sep).join('/'),
        result.messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`),
      ]),
    );
  }

  /** The new content file: the recipe's file of the section's text. */
  const contentFile = () => added.find((name) => name.startsWith('src/content/') && !name.endsWith('schema.ts')) ?? '';

  let checked: ReturnType<typeof checkAndRender> | undefined;
  /** The copy's check and render, and its checks with the new content file broken: run once for the tests. */
  const checkedCopy = () => (checked ??= checkAndRender());
  async function checkAndRender() {
    const env = { ...process.env };
    delete env.CONTENT_DIR;
    const content = contentFile();
    const before = await readFile(file(content), 'utf8');
    // The new content file importing a file that is not there, then with a number for its text.
    const missingImport = `import photo from './desk.svg';\n${before}export { photo };\n`;
    const numberText = before.replace(/text: '[^']*'/, 'text: 42');
    if (numberText === before) throw new Error(`${content}: no text to break`);
    const { stdout } = await run(
      path.resolve('node_modules/.bin/tsx'),
      ['check-and-render.ts', content, missingImport, numberText, REMOVED],
      { cwd: dir, env },
    );
    // The other tests read the copy as the recipe left it.
    expect(await readFile(file(content), 'utf8')).toBe(before);
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      report: { errors?: string };
      html: string;
      sections: string[];
      brokenReports: { errors?: string }[];
    };
  }

  /** The other owner's content, put in src/content/ as an owner writes it: with the folder's own imports. */
  async function moveInTheOwner() {
    for (const name of await readdir(OWNER)) {
      if (!name.endsWith('.ts')) continue;
      const text = await readFile(path.join(OWNER, name), 'utf8');
      await writeFile(
        file(`src/content/${name}`),
        text.replaceAll("'@/content/types'", "'./types'").replaceAll("'../icons/", "'./images/"),
      );
    }
    const images = file('src/content/images');
    await cp(path.resolve('e2e/fixtures/icons'), images, { recursive: true });
    // Its photo and screenshots, at the least size each place asks for (the fixture's own weigh megabytes).
    const plain = (width: number, height: number, r: number) =>
      sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 140 } } });
    await plain(320, 320, 200).jpeg().toFile(path.join(images, 'photo.jpg'));
    for (const n of [1, 2, 3])
      await plain(1466, 300, 40 * n)
        .png()
        .toFile(path.join(images, `screenshot-${n}.png`));
    await plain(1200, 630, 30).png().toFile(path.join(images, 'share.png'));

    const share = await shareImageRecipe();
    await edit('src/content/site.ts', (text) =>
      [...share.imports, text.replace(/\n};\n$/, `\n${share.fields.join('\n')}\n};\n`)].join('\n'),
    );
  }

  /** Each step of the recipe, in the copy: a new file is written, an existing one takes its code in its place. */
  async function followTheRecipe() {
    const steps = await recipeSteps();
    expect(steps.map((step) => step.file)).toHaveLength(5);
    for (const { file: name, blocks } of steps) {
      const [first = '', second = ''] = blocks;
      if (name === 'src/content/schema.ts')
        await edit(name, (text) => text.replace(/export const sections = z\.object\(\{/, `$&\n${first}`));
      else if (name === 'src/app/config/sections.ts')
        await edit(name, (text) => text.replace(/^\s*contact:/m, `\n${first}$&`));
      else if (name === 'src/app/prerender/HomePage.tsx')
        await edit(name, (text) =>
          (first + text).replace(/^\s*<Section id=\{SECTIONS\.contact\.id\}/m, `\n${second.trimEnd()}$&`),
        );
      else {
        await mkdir(path.dirname(file(name)), { recursive: true });
        await writeFile(file(name), blocks.join('\n'));
      }
    }
    added = steps.map((step) => step.file);
    label =
      /label: '([^']+)'/.exec(steps.find((step) => step.file === 'src/app/config/sections.ts')?.blocks[0] ?? '')?.[1] ??
      '';
    // The section's text, told apart from anything else on the page.
    await edit(contentFile(), (text) => text.replace(/text: '[^']*'/, `text: '${TEXT}'`));
  }

  beforeAll(async () => {
    // Inside the project, so that the copy resolves the project's packages; a copy an interrupted run
    // left behind goes first.
    const cache = path.resolve('node_modules/.cache');
    await mkdir(cache, { recursive: true });
    for (const entry of await readdir(cache))
      if (entry.startsWith('new-section-')) await rm(path.join(cache, entry), { recursive: true, force: true });
    dir = await mkdtemp(path.join(cache, 'new-section-'));
    for (const name of ['src', 'scripts', 'dev'])
      await cp(path.resolve(name), file(name), {
        recursive: true,
        filter: (source) => !source.endsWith('.test.ts') && !source.endsWith('.test.tsx'),
      });
    for (const name of [
      'eslint.config.js',
      'vite.config.ts',
      'package.json',
      '.env.e2e',
      'tsconfig.json',
      'tsconfig.app.json',
      'tsconfig.node.json',
    ])
      await cp(path.resolve(name), file(name));
    await writeFile(file('check-and-render.ts'), CHECK_AND_RENDER);
    await moveInTheOwner();
    await followTheRecipe();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is drawn in its place and listed in the navigation, the content checked', async () => {
    const { report, html, sections } = await checkedCopy();
    expect(report).toEqual({});
    // The project's sections, with the new one before the last, as the recipe places it.
    const ids: string[] = Object.values(SECTIONS).map((section) => section.id);
    const id = sections.find((name) => !ids.includes(name)) ?? '';
    expect(sections).toEqual([...ids.slice(0, -1), id, ...ids.slice(-1)]);
    expect([...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1])).toEqual(sections);
    expect(html).toContain(TEXT);
    const navigation = [...html.matchAll(/href="#([^"]+)"[^>]*>.*?<span[^>]*>([^<]+)</g)].map((m) => [m[1], m[2]]);
    expect(navigation).toContainEqual([id, label]);
    expect(html).toContain('<h1');
    // The copy holds another owner's content: nothing of the demo's identity shows.
    expect(html).not.toContain(DEMO_PROFILE.name);
  });

  it('passes the type check', async () => {
    const tsc = path.resolve('node_modules/.bin/tsc');
    // One thread, as `npm run typecheck`: beside the other checks, more only share the same cores.
    const args = ['-p', 'tsconfig.app.json', '--noEmit', '--incremental', 'false', '--singleThreaded'];
    const { stdout } = await run(tsc, args, { cwd: dir }).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? 'tsc failed',
    }));
    expect(stdout).toBe('');
  });

  it("passes the import rules as written, with the owner's content; the new feature is under them without being listed", async () => {
    // The recipe's files and the owner's content; beside them, a file of the new feature that imports
    // another feature.
    const feature = added.find((name) => name.startsWith('src/features/')) ?? '';
    const crossing = path.join(path.dirname(feature), 'Crossing.tsx');
    await writeFile(
      file(crossing),
      "import { SiteNav } from '@/features/navigation/SiteNav';\n\nexport const Crossing = SiteNav;\n",
    );
    try {
      const messages = await lintMessages(...added, 'src/content', crossing);
      const checked = [...messages.keys()].filter((name) => name !== crossing);
      expect(checked).toEqual(expect.arrayContaining([...added, 'src/content/site.ts', 'src/content/profile.ts']));
      expect(Object.fromEntries(checked.map((name) => [name, messages.get(name)]))).toEqual(
        Object.fromEntries(checked.map((name) => [name, []])),
      );
      expect(messages.get(crossing)?.join('\n')).toContain('A feature never imports another feature.');
    } finally {
      await rm(file(crossing));
    }
  });

  it("reports a problem of the new content file by the file's name: an import, a value of another shape, the file gone", async () => {
    const [missingImport, numberText, removed] = (await checkedCopy()).brokenReports;
    expect(missingImport?.errors).toContain(`${contentFile()}: imports ./desk.svg, which does not exist.`);
    expect(numberText?.errors).toContain(`${contentFile()}: text is a number, not a text in quotes.`);
    const section = path.basename(contentFile(), '.ts');
    expect(removed?.errors).toContain(
      `${contentFile()}: is not there, and src/content/schema.ts has a section ${section} in its sections. Add the file, exporting ${section}, or remove the section from sections.`,
    );
  });
});
