import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The README and docs/ name scripts, files, variables and headings; each must still be there, or the
// text has gone stale. What a recipe tells an owner to create is not there until an owner follows it:
// those paths are listed here, and must stay named by the docs.
const CREATED_BY_RECIPES = ['src/content/now.ts', 'src/features/now/NowSection.tsx'];
// Where code is looked for, for a variable that some code must read: never the docs, nor this file,
// whose samples name things that do not exist.
const CODE_FOLDERS = ['src', 'scripts', 'e2e', 'dev', '.github', '.ci'];
const SELF = 'scripts/docs.test.ts';

/** The folders of the repository's top level that are generated (dist/, .e2e/…): never in it. */
const ignored = new Set([
  '.git',
  ...readFileSync('.gitignore', 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line && !line.startsWith('#') && !/[*/]/.test(line)),
]);
const topLevel = readdirSync('.').filter((name) => !ignored.has(name));
const topFolders = new Set(topLevel.filter((name) => statSync(name).isDirectory()));

/** Every file of the repository under `dir`, as a path relative to the top with "/". */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative('.', path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part === 'node_modules' || ignored.has(part)));
}
const repositoryFiles = [...topLevel.filter((name) => !topFolders.has(name)), ...[...topFolders].flatMap(filesUnder)];
const baseNames = new Set(repositoryFiles.map((file) => path.basename(file)));

// Comments do not read variables: a name only in a comment is not read by any code.
const withoutComments = (file: string, text: string) =>
  /\.(ts|tsx|js|mjs)$/.test(file)
    ? text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    : text.replace(/^\s*#.*$/gm, '');
const codeWords = new Set(
  repositoryFiles
    .filter((file) => file !== SELF && !file.endsWith('.md'))
    .filter((file) => CODE_FOLDERS.includes(file.split('/')[0] ?? '') || !file.includes('/'))
    .filter((file) => /\.(ts|tsx|js|mjs|json|toml|ya?ml|conf)$|^\.ci\/|^\.env/.test(file))
    .flatMap((file) => withoutComments(file, readFileSync(file, 'utf8')).match(/\b[A-Z][A-Z0-9_]*\b/g) ?? []),
);

const scripts = new Set(
  Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts),
);

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

/** The text of a markdown file in two parts: its fenced code, and the rest with its code spans apart. */
function partsOf(text: string) {
  const fenced: string[] = [];
  const prose = text.replace(/^```.*\n([\s\S]*?)^```$/gm, (_all, code: string) => {
    fenced.push(code);
    return '';
  });
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  return { code: [...fenced, ...spans], prose: prose.replace(/`[^`\n]+`/g, ' '), unfenced: prose };
}

function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of partsOf(text).unfenced.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = slug(heading ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** A token that names a path of the repository from its top (`src/app/config/sections.ts`, `e2e/fixtures/*`). */
function repositoryPath(token: string): string | undefined {
  const bare = token.replace(/[?#].*$/, '').replace(/[.,:;]+$/, '');
  const head = bare.split('/')[0] ?? '';
  if (!bare.includes('/') || !topFolders.has(head)) return undefined;
  // A pattern or an elided part: the folder it starts in must be there.
  const cut = bare.search(/[*…]/);
  return cut === -1 ? bare : bare.slice(0, bare.lastIndexOf('/', cut) + 1);
}

/** What `doc` (its path and text) names that the repository does not hold: one line each. */
export function staleNames(doc: string, text: string, read = (file: string) => readFileSync(file, 'utf8')): string[] {
  const problems: string[] = [];
  const { code, prose } = partsOf(text);

  for (const [, name] of text.matchAll(/\bnpm run ([\w:.-]+)/g))
    if (name && !scripts.has(name)) problems.push(`npm run ${name}: no such script in package.json`);

  const tokens = [...code, prose].flatMap((part) => part.split(/[\s'"(),;=<>|[\]{}`]+/));
  const codeTokens = code.flatMap((part) => part.split(/[\s'"(),;=<>|[\]{}`]+/));
  const paths = new Set(tokens.map(repositoryPath).filter((p): p is string => p !== undefined));
  for (const file of paths)
    if (!existsSync(file) && !CREATED_BY_RECIPES.includes(file)) problems.push(`${file}: not in the repository`);
  // A file named alone (`sections.ts`): some file of the repository has that name.
  for (const name of new Set(codeTokens))
    if (
      /^[\w-][\w.-]*\.(ts|tsx|js|json|toml|ya?ml|md|conf|css)$/.test(name) &&
      !baseNames.has(name) &&
      !CREATED_BY_RECIPES.some((file) => path.basename(file) === name)
    )
      problems.push(`${name}: no file of that name in the repository`);

  // Environment variables: NAME_WITH_UNDERSCORES anywhere, or a NAME set in a command (CI=true).
  const variables = new Set([
    ...(text.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? []),
    ...[...text.matchAll(/(?:^|[\s`(])([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? ''),
  ]);
  for (const name of variables) if (!codeWords.has(name)) problems.push(`${name}: no code reads it`);

  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!target || /^(https?|mailto):/.test(target)) continue;
    const [file = '', anchor] = target.split('#');
    const resolved = file ? path.join(path.dirname(doc), file).split(path.sep).join('/') : doc;
    if (file && !existsSync(resolved)) problems.push(`${target}: links to ${resolved}, which is not there`);
    else if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor))
      problems.push(`${target}: ${resolved} has no heading #${anchor}`);
  }
  return problems;
}

const DOCS = ['README.md', ...filesUnder('docs').filter((file) => file.endsWith('.md'))];

describe('the README and docs/', () => {
  it.each(DOCS)('%s names only scripts, files, variables and headings that are there', (doc) => {
    expect(staleNames(doc, readFileSync(doc, 'utf8'))).toEqual([]);
  });

  it('name every file a recipe creates', () => {
    const all = DOCS.map((doc) => readFileSync(doc, 'utf8')).join('\n');
    expect(CREATED_BY_RECIPES.filter((file) => !all.includes(file))).toEqual([]);
  });
});

describe('the check of the docs', () => {
  const doc = 'docs/sample.md';
  const check = (text: string) => staleNames(doc, text, (file) => (file === doc ? text : readFileSync(file, 'utf8')));

  it('finds a script, a file, a variable, a link or a heading that is not there', () => {
    expect(
      check(
        [
          '# Sample',
          'Run `npm run bench:pages`, read `src/app/sectionz.ts` and `sectionz.ts`, set `VITE_EMAILJS_KEY` or',
          '`NOT_READ=1 npm test`; see [missing](missing.md), [gone](#gone) and [its rules](behaviour.md#nowhere).',
          '```sh',
          'npx tsx e2e/servez.ts',
          '```',
        ].join('\n'),
      ),
    ).toEqual([
      'npm run bench:pages: no such script in package.json',
      'e2e/servez.ts: not in the repository',
      'src/app/sectionz.ts: not in the repository',
      'sectionz.ts: no file of that name in the repository',
      'VITE_EMAILJS_KEY: no code reads it',
      'NOT_READ: no code reads it',
      'missing.md: links to docs/missing.md, which is not there',
      '#gone: docs/sample.md has no heading #gone',
      'behaviour.md#nowhere: docs/behaviour.md has no heading #nowhere',
    ]);
  });

  it('takes what is there, what a build makes, and what a recipe creates', () => {
    expect(
      check(
        [
          '# Sample: a `heading`',
          'Run `npm run build`, then `CI=true npm test`; `BASE_PATH=/portfolio/` and `VITE_EMAILJS_PUBLIC_KEY`.',
          'Files: `src/app/config/sections.ts`, `e2e/fixtures/`, `e2e/fixtures/*/`, src/content/, `sections.ts`,',
          '`dist/_nginx/*.conf`, `assets/share-<hash>.png`, `./images/shot.png?card`, `@/demo/…`, `.gz`,',
          '`src/content/now.ts` and `NowSection.tsx`. Links: [up](../README.md#deploy), [here](#sample-a-heading),',
          '[the rules](behaviour.md#contact-form), [a site](https://example.org/src/nothing.ts).',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
