import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import type { WorkflowStep } from '../workflowStep.ts';

interface Job {
  needs?: string;
  permissions: Record<string, string>;
  steps: WorkflowStep[];
}

describe('the links workflow', async () => {
  const text = await readFile('.github/workflows/links.yml', 'utf8');
  const workflow = parseYaml(text) as {
    on: { schedule: { cron: string }[]; workflow_dispatch: null };
    permissions: Record<string, string>;
    jobs: { check: Job; issue: Job };
  };
  const { check, issue } = workflow.jobs;
  const runs = (job: Job) => job.steps.map((step) => step.run).filter(Boolean);

  it('runs once a week, and on demand', () => {
    expect(workflow.on.schedule).toHaveLength(1);
    // minute hour * * one day of the week
    expect(workflow.on.schedule[0]?.cron).toMatch(/^\d+ \d+ \* \* [0-6]$/);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('lets only the issue job write issues, with no secret', () => {
    expect(workflow.permissions).toEqual({});
    expect(check.permissions).toEqual({ contents: 'read' });
    expect(issue.permissions).toEqual({ contents: 'read', issues: 'write' });
    expect(text).not.toMatch(/secrets\./);
    expect(issue.steps.find((step) => step.run)?.env).toEqual({
      GH_TOKEN: '${{ github.token }}',
      GH_REPO: '${{ github.repository }}',
    });
  });

  it('checks the links into a report, and hands that report to the issue step', () => {
    const report = 'links-report.json';
    const checkStep = check.steps.find((step) => step.run?.startsWith('npm run check:links'));
    expect(runs(check)).toEqual(['npm ci', checkStep?.run]);
    expect(checkStep?.run).toContain(`--report ${report}`);
    // Dead links fail the check; the issue step still runs on its report.
    expect(checkStep?.['continue-on-error']).toBe(true);
    const upload = check.steps.find((step) => step.uses?.startsWith('actions/upload-artifact'));
    // No report (the check could not run): the run fails, and the issue stays as it was.
    expect(upload?.with).toEqual({ name: 'links-report', path: report, 'if-no-files-found': 'error' });
    expect(issue.needs).toBe('check');
    const download = issue.steps.find((step) => step.uses?.startsWith('actions/download-artifact'));
    expect(download?.with).toEqual({ name: 'links-report' });
    // Node alone, the step's script tested in scripts/cli/links-issue.test.ts: no npm ci here.
    expect(runs(issue)).toEqual([`node scripts/cli/links-issue.ts ${report}`]);
    for (const job of [check, issue])
      expect(job.steps.find((step) => step.uses?.startsWith('actions/setup-node'))?.with?.['node-version-file']).toBe(
        '.nvmrc',
      );
  });
});
