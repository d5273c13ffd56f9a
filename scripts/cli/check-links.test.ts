import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startLinkServer, type LinkServer } from '../links/linkServer.ts';
import { writeHandWrittenContent } from '../steps/handWrittenContent.ts';

// npm run check:links on an owner's content folder (CONTENT_DIR) whose links lead to a server of the
// test's own, as the owner runs it.
let server: LinkServer;
let dir = '';
const write = (name: string, text: string) => writeFile(path.join(dir, name), text);
const projects = (notesLink: string) =>
  write(
    'projects.ts',
    `import image from './me.svg';
export const projects = [
  { title: ['Notes'], description: 'Notes.', image, imageAlt: 'Notes', buttonText: 'See it', buttonLink: '${server.origin}${notesLink}', tags: [{ name: 'TypeScript', url: '${server.origin}/moved' }] },
  { title: ['Loom'], description: 'Loom.', image, imageAlt: 'Loom', buttonText: 'See it', buttonLink: '${server.origin}/ok', tags: [] },
];
`,
  );

beforeAll(async () => {
  server = await startLinkServer();
  // Inside the project, so that Vite resolves the project's packages from it.
  await mkdir(path.resolve('node_modules/.cache'), { recursive: true });
  dir = await mkdtemp(path.resolve('node_modules/.cache/links-'));
  await writeHandWrittenContent(dir);
  await write(
    'profile.ts',
    `import photo from './me.svg';
export const profile = { name: 'Ada Lovelace', role: 'Analyst', bio: ['I wrote the first program.'], photo, photoAlt: 'Ada',
  links: [{ label: 'GitHub', url: '${server.origin}/ok' }, { label: 'LinkedIn', url: '${server.origin}/linkedin' }] };
`,
  );
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The command's exit code and what it printed. */
function checkLinks(...args: string[]): Promise<{ code: number | null; lines: string[] }> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/cli/check-links.ts', ...args], {
    env: { ...process.env, CONTENT_DIR: dir, SITE_URL: `${server.origin}/ok` },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, lines: out.trimEnd().split('\n') })));
}

describe('npm run check:links', () => {
  it('names a dead project link with its file and its project, and exits 1', async () => {
    await projects('/missing');
    const report = path.join(dir, 'links.json');
    const { code, lines } = await checkLinks('--site', '--report', report);
    const dead = `src/content/projects.ts: projects[0].buttonLink (Notes) ${server.origin}/missing answers 404 Not Found. Put the project's current address, or remove buttonLink and buttonText.`;
    const unchecked = `src/content/profile.ts: links[1].url (LinkedIn) ${server.origin}/linkedin answers 999: the host refuses link checkers. Open it in a browser to be sure.`;
    const summary = '6 links checked: 4 alive, 1 dead, 1 could not be checked.';
    expect(lines).toEqual([
      '1 dead link:',
      `  ${dead}`,
      '1 link could not be checked, never counted as dead:',
      `  ${unchecked}`,
      summary,
    ]);
    expect(code).toBe(1);
    expect(JSON.parse(await readFile(report, 'utf8'))).toEqual({
      checked: 6,
      alive: 4,
      dead: [dead],
      unchecked: [unchecked],
      summary,
    });
  }, 60_000);

  it('exits 0 when every link answers', async () => {
    await projects('/ok');
    const { code, lines } = await checkLinks();
    expect(lines.at(-1)).toBe('5 links checked: 4 alive, 0 dead, 1 could not be checked.');
    expect(code).toBe(0);
  }, 60_000);
});
