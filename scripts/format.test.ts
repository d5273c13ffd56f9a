import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

describe('the format check of npm test', () => {
  // A copy of the project's formatting setup, with an owner's content written by hand, unformatted.
  let dir = '';
  const handWritten = 'export const projects = [\n{title:[\'My project\'],   description: "Mine."}]\n';
  const check = async () => {
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
    const bin = path.resolve('node_modules/.bin');
    // As npm test runs them: the owner's content formatted first, then everything checked.
    const steps = [scripts['format:content'], scripts['format:check']];
    return run('sh', ['-c', steps.map((step) => step ?? 'false').join(' && ')], {
      cwd: dir,
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
    }).then(
      () => true,
      () => false,
    );
  };

  beforeEach(async () => {
    await mkdir(path.resolve('node_modules/.cache'), { recursive: true });
    dir = await mkdtemp(path.resolve('node_modules/.cache/format-'));
    for (const file of ['.prettierrc.json', '.prettierignore']) await copyFile(file, path.join(dir, file));
    await mkdir(path.join(dir, 'src/content'), { recursive: true });
    await writeFile(path.join(dir, 'src/content/projects.ts'), handWritten);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("runs in npm test: the owner's content formatted first, then the check beside the others", async () => {
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.test).toMatch(/^npm run format:content && concurrently .*npm:format:check /);
  });

  it("formats the owner's content instead of failing on it", async () => {
    expect(await check()).toBe(true);
    const formatted = await readFile(path.join(dir, 'src/content/projects.ts'), 'utf8');
    expect(formatted).toBe("export const projects = [{ title: ['My project'], description: 'Mine.' }];\n");
  }, 30_000);

  it("still fails on the template's own code", async () => {
    await mkdir(path.join(dir, 'src/app'), { recursive: true });
    await writeFile(path.join(dir, 'src/app/page.ts'), handWritten);
    expect(await check()).toBe(false);
  }, 30_000);
});
