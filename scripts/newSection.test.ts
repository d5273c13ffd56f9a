import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// What an owner writes to add a section of text, as the README's "Adding a section" shows it: its
// text (a content file in src/content/ and its type), the feature that draws it, and its place in the
// page (sections.ts, HomePage.tsx). Five files, in a copy of the project; nothing else names it. The
// page is rendered from the tests' demo content, which takes the new file from src/content/.
const CONTENT = 'e2e/fixtures/demo';
const TEXT = 'Notes kept by the test of a new section.';
const ADDED = {
  content: 'src/content/scratchNotes.ts',
  types: 'src/content/types.ts',
  feature: 'src/features/scratchnotes/ScratchNotesSection.tsx',
  sections: 'src/app/sections.ts',
  page: 'src/app/HomePage.tsx',
};
const NOTES_CONTENT = `import type { ScratchNotes } from './types';\n\nexport const scratchNotes: ScratchNotes = { text: '${TEXT}' };\n`;
const NOTES_TYPE = '\nexport interface ScratchNotes {\n  readonly text: string;\n}\n';
const NOTES_FEATURE = [
  "import type { ScratchNotes } from '@/content/types';",
  "import { Section } from '@/lib/Section';",
  '',
  'interface Props {',
  '  readonly id: string;',
  '  readonly title: string;',
  '  readonly notes: ScratchNotes;',
  '}',
  '',
  'export function ScratchNotesSection({ id, title, notes }: Props) {',
  '  return (',
  '    <Section id={id} title={title}>',
  '      <p>{notes.text}</p>',
  '    </Section>',
  '  );',
  '}',
  '',
].join('\n');

// The content check and the page's render, as the dev server runs them, in the copy's own code.
const CHECK_AND_RENDER = `
import { createServer } from 'vite';
import { checkContentForBuild } from './scripts/steps/contentCheck.ts';
import { SERVER_ENTRY } from './scripts/steps/entries.ts';
import type { ServerEntry } from './src/app/prerenderContract.ts';

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
console.log(JSON.stringify({ report, html }));
`;

describe('a section added by an owner', { timeout: 120_000 }, () => {
  let dir = '';
  const file = (name: string) => path.join(dir, name);
  /** Changes a file of the copy; a change that finds nothing to change is a broken test, not a pass. */
  async function edit(name: string, change: (text: string) => string) {
    const before = await readFile(file(name), 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`${name}: the edit found nothing to change`);
    await writeFile(file(name), after);
    return () => writeFile(file(name), before);
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

  async function checkAndRender() {
    const { stdout } = await run(path.resolve('node_modules/.bin/tsx'), ['check-and-render.ts'], {
      cwd: dir,
      env: { ...process.env, CONTENT_DIR: file(CONTENT) },
    });
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      report: { errors?: string };
      html: string;
    };
  }

  beforeAll(async () => {
    // Inside the project, so that the copy resolves the project's packages; a copy an interrupted run
    // left behind goes first.
    const cache = path.resolve('node_modules/.cache');
    await mkdir(cache, { recursive: true });
    for (const entry of await readdir(cache))
      if (entry.startsWith('new-section-')) await rm(path.join(cache, entry), { recursive: true, force: true });
    dir = await mkdtemp(path.join(cache, 'new-section-'));
    for (const name of ['src', 'scripts', 'dev', CONTENT, 'e2e/fixtures/icons'])
      await cp(path.resolve(name), file(name), { recursive: true });
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

    await writeFile(file(ADDED.content), NOTES_CONTENT);
    await edit(ADDED.types, (text) => text + NOTES_TYPE);
    await mkdir(path.dirname(file(ADDED.feature)), { recursive: true });
    await writeFile(file(ADDED.feature), NOTES_FEATURE);
    await edit(ADDED.sections, (text) =>
      text.replace(/(\n\s*)contact:/, "$1scratchNotes: { id: 'scratch-notes', label: 'Scratch notes' },$1contact:"),
    );
    await edit(ADDED.page, (text) =>
      text
        .replace(
          /^/,
          "import { scratchNotes } from '@/content/scratchNotes';\nimport { ScratchNotesSection } from '@/features/scratchnotes/ScratchNotesSection';\n",
        )
        .replace(
          /(\n\s*)<Section id=\{SECTIONS\.contact\.id\}/,
          '$1<ScratchNotesSection id={SECTIONS.scratchNotes.id} title={SECTIONS.scratchNotes.label} notes={scratchNotes} />$&',
        ),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is drawn in its place and listed in the navigation, its content checked', async () => {
    const { report, html } = await checkAndRender();
    expect(report).toEqual({});
    const ids = [...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(['about', 'projects', 'scratch-notes', 'contact']);
    expect(html).toContain(TEXT);
    const navigation = [...html.matchAll(/href="#([^"]+)"[^>]*>.*?<span[^>]*>([^<]+)</g)].map((m) => [m[1], m[2]]);
    expect(navigation).toContainEqual(['scratch-notes', 'Scratch notes']);
  });

  it('passes the import rules as written, and the new feature is under them without being listed', async () => {
    // The five files as written, and the types file, which the project's lint covers like the others;
    // beside them, a file of the new feature that imports another feature.
    const crossing = path.join(path.dirname(ADDED.feature), 'Crossing.tsx');
    await writeFile(
      file(crossing),
      "import { SiteNav } from '@/features/navigation/SiteNav';\n\nexport const Crossing = SiteNav;\n",
    );
    try {
      const messages = await lintMessages(...Object.values(ADDED), crossing);
      expect(Object.fromEntries(Object.values(ADDED).map((name) => [name, messages.get(name)]))).toEqual(
        Object.fromEntries(Object.values(ADDED).map((name) => [name, []])),
      );
      expect(messages.get(crossing)?.join('\n')).toContain('A feature never imports another feature.');
    } finally {
      await rm(file(crossing));
    }
  });

  it("reports a problem of the new content file by the file's name", async () => {
    const restore = await edit(ADDED.content, (text) => `import photo from './desk.svg';\n${text}export { photo };\n`);
    try {
      expect((await checkAndRender()).report.errors).toContain(
        'src/content/scratchNotes.ts: imports ./desk.svg, which does not exist.',
      );
    } finally {
      await restore();
    }
  });
});
