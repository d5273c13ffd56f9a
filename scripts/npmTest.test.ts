import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

describe("npm test's output", () => {
  it('ends with every check, its exit code and its time: one that failed early is named below the rest', async () => {
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
    // concurrently's options as npm test gives them, for two checks: one fails at once, one prints long after.
    const options =
      /concurrently ((?:--[\w-]+ )+)--names /
        .exec(scripts.test ?? '')?.[1]
        ?.trim()
        .split(' ') ?? [];
    expect(options).toContain('--group');
    const checks = ['node -e "process.exit(1)"', `node -e "setTimeout(() => console.log('line\\n'.repeat(200)), 300)"`];
    const output = await run(path.resolve('node_modules/.bin/concurrently'), [
      ...options,
      '--names',
      'early,late',
      ...checks,
    ]).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? '',
    );
    const tail = output.trimEnd().split('\n').slice(-8).join('\n');
    expect(tail).toMatch(/│ early +│ [\d,]+ +│ 1 /);
    expect(tail).toMatch(/│ late +│ [\d,]+ +│ 0 /);
  }, 30_000);
});
