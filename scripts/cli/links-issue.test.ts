import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LinkReport } from '../links/linkReport.ts';

// The workflow's issue step, run as the workflow runs it (Node alone), with a stand-in for the GitHub
// CLI first on PATH: it records each call and what it was given on stdin, and answers `gh issue
// list` with the open issues the test gives it.
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'links-issue-'));
  await writeFile(
    path.join(dir, 'gh'),
    `#!${process.execPath}
const fs = require('node:fs');
const args = process.argv.slice(2);
const input = args.includes('-') ? fs.readFileSync(0, 'utf8') : undefined;
fs.appendFileSync(process.env.GH_CALLS, JSON.stringify(input === undefined ? { args } : { args, input }) + '\\n');
if (process.env.GH_FAILS) {
  process.stderr.write(process.env.GH_FAILS);
  process.exit(1);
}
if (args[0] === 'issue' && args[1] === 'list') process.stdout.write(process.env.GH_OPEN_ISSUES);
`,
  );
  await chmod(path.join(dir, 'gh'), 0o755);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const TITLE = "Dead links in the site's content";
const LIST = { args: ['issue', 'list', '--state', 'open', '--limit', '200', '--json', 'number,title'] };
const RUN = 'https://github.com/ada/portfolio/actions/runs/42';

const dead = [
  "src/content/projects.ts: projects[0].buttonLink (Notes) https://lovelace.dev/notes answers 404 Not Found. Put the project's current address, or remove buttonLink and buttonText.",
  'src/content/projects.ts: projects[1].tags[0].url (Rust) https://rust.invalid/ names a host that does not exist (rust.invalid). Put its current address, or remove url.',
];
const unchecked = [
  'src/content/profile.ts: links[1].url (LinkedIn) https://www.linkedin.com/in/ada answers 999: the host refuses link checkers. Open it in a browser to be sure.',
];
const deadReport: LinkReport = {
  checked: 6,
  alive: 3,
  dead,
  unchecked,
  summary: '6 links checked: 3 alive, 2 dead, 1 could not be checked.',
};
const aliveReport: LinkReport = {
  checked: 6,
  alive: 5,
  dead: [],
  unchecked,
  summary: '6 links checked: 5 alive, 0 dead, 1 could not be checked.',
};
const body = [
  "The scheduled link check (`npm run check:links`) found dead links in the site's content. Mend each in the file its line names: the first check that finds every link answering closes this issue.",
  dead.map((line) => `- ${line}`).join('\n'),
  'These could not be checked, as their hosts refuse link checkers: open each in a browser.',
  `- ${unchecked[0]}`,
  `6 links checked: 3 alive, 2 dead, 1 could not be checked. ([the check](${RUN}))`,
].join('\n\n');

interface Call {
  readonly args: readonly string[];
  readonly input?: string;
}

/** Runs the step on a report, with these issues open; what it printed, its exit code and gh's calls. */
let steps = 0;
async function step(report: LinkReport, open: readonly { number: number; title: string }[], fails?: string) {
  const name = `step-${++steps}`;
  const file = path.join(dir, `${name}.json`);
  const calls = path.join(dir, `${name}.calls`);
  await writeFile(file, JSON.stringify(report));
  await writeFile(calls, '');
  const child = spawn(process.execPath, ['scripts/cli/links-issue.ts', file], {
    env: {
      PATH: `${dir}${path.delimiter}${process.env.PATH ?? ''}`,
      GH_CALLS: calls,
      GH_OPEN_ISSUES: JSON.stringify(open),
      ...(fails && { GH_FAILS: fails }),
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'ada/portfolio',
      GITHUB_RUN_ID: '42',
    },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const made = (await readFile(calls, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Call);
  return { code, out: out.trim(), calls: made };
}

const another = { number: 3, title: 'Dark mode toggle' };

describe("the links workflow's issue step", () => {
  it('opens one issue listing the dead links when none is open', async () => {
    expect(await step(deadReport, [another])).toEqual({
      code: 0,
      out: 'Opened an issue: 6 links checked: 3 alive, 2 dead, 1 could not be checked.',
      calls: [LIST, { args: ['issue', 'create', '--title', TITLE, '--body-file', '-'], input: body }],
    });
  });

  it('updates the open one instead of opening another', async () => {
    expect(await step(deadReport, [another, { number: 7, title: TITLE }])).toEqual({
      code: 0,
      out: 'Updated issue #7: 6 links checked: 3 alive, 2 dead, 1 could not be checked.',
      calls: [LIST, { args: ['issue', 'edit', '7', '--body-file', '-'], input: body }],
    });
  });

  it('closes it when every link answers again, links that could not be checked notwithstanding', async () => {
    expect(await step(aliveReport, [{ number: 7, title: TITLE }])).toEqual({
      code: 0,
      out: 'Closed issue #7: 6 links checked: 5 alive, 0 dead, 1 could not be checked.',
      calls: [
        LIST,
        {
          args: [
            'issue',
            'close',
            '7',
            '--comment',
            `Every link answers again. 6 links checked: 5 alive, 0 dead, 1 could not be checked. ([the check](${RUN}))`,
          ],
        },
      ],
    });
  });

  it('does nothing when every link answers and no issue is open', async () => {
    expect(await step(aliveReport, [another])).toEqual({
      code: 0,
      out: 'No dead link, no issue open: 6 links checked: 5 alive, 0 dead, 1 could not be checked.',
      calls: [LIST],
    });
  });

  it("fails with gh's words, and what to do when the repository has Issues turned off", async () => {
    const said = 'the ada/portfolio repository has disabled issues';
    expect(await step(deadReport, [], said)).toEqual({
      code: 1,
      out: `gh issue list --state open --limit 200 --json number,title failed: ${said}. Turn Issues on (Settings → General → Features), or turn the links workflow off.`,
      calls: [LIST],
    });
  });
});
