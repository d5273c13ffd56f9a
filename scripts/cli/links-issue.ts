// The links workflow's issue step: from the report `npm run check:links --report` wrote, it opens one
// issue listing the dead links, or updates the one open, and closes it once every link answers again.
// It runs on Node alone (no npm ci) in the only job that may write issues, through the GitHub CLI (gh,
// with GH_TOKEN and GH_REPO set by the workflow). Usage: node scripts/cli/links-issue.ts <report.json>
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { LinkReport } from '../links/linkReport.ts';

/** How the step finds its issue again among the open ones. */
const ISSUE_TITLE = "Dead links in the site's content";

/** The issue's text: the dead links, those that could not be checked, the summary and the run. */
function issueBody(report: LinkReport, runUrl: string | undefined): string {
  const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');
  return [
    "The scheduled link check (`npm run check:links`) found dead links in the site's content. Mend each in the file its line names: the first check that finds every link answering closes this issue.",
    list(report.dead),
    ...(report.unchecked.length > 0
      ? [
          'These could not be checked, as their hosts refuse link checkers: open each in a browser.',
          list(report.unchecked),
        ]
      : []),
    `${report.summary}${runUrl ? ` ([the check](${runUrl}))` : ''}`,
  ].join('\n\n');
}

function gh(args: readonly string[], input?: string): string {
  try {
    return execFileSync('gh', args, { encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (error) {
    // gh's own words when it ran, or why it could not (not installed).
    const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr ?? '').trim() : '';
    const said = stderr || (error instanceof Error ? error.message : String(error));
    const hint = /disabled issues/i.test(said)
      ? ' Turn Issues on (Settings → General → Features), or turn the links workflow off.'
      : '';
    throw new Error(`gh ${args.join(' ')} failed: ${said}.${hint}`, { cause: error });
  }
}

/** Opens, updates or closes the issue as the report says; returns what it did. */
function updateIssue(report: LinkReport, runUrl: string | undefined): string {
  const open = (
    JSON.parse(gh(['issue', 'list', '--state', 'open', '--limit', '200', '--json', 'number,title'])) as {
      number: number;
      title: string;
    }[]
  ).find((issue) => issue.title === ISSUE_TITLE);
  if (report.dead.length > 0) {
    const body = issueBody(report, runUrl);
    if (open) {
      gh(['issue', 'edit', String(open.number), '--body-file', '-'], body);
      return `Updated issue #${open.number}: ${report.summary}`;
    }
    gh(['issue', 'create', '--title', ISSUE_TITLE, '--body-file', '-'], body);
    return `Opened an issue: ${report.summary}`;
  }
  if (open) {
    const comment = `Every link answers again. ${report.summary}${runUrl ? ` ([the check](${runUrl}))` : ''}`;
    gh(['issue', 'close', String(open.number), '--comment', comment]);
    return `Closed issue #${open.number}: ${report.summary}`;
  }
  return `No dead link, no issue open: ${report.summary}`;
}

try {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('Usage: node scripts/cli/links-issue.ts <report.json>');
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: run } = process.env;
  const runUrl = server && repository && run ? `${server}/${repository}/actions/runs/${run}` : undefined;
  console.log(updateIssue(JSON.parse(readFileSync(file, 'utf8')) as LinkReport, runUrl));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
