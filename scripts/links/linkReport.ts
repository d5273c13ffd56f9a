// The links' outcomes as the build words its messages: `<file>: <item> <address> <what happened>. <the
// fix>`, the dead ones first, those that could not be checked apart, then a summary. The workflow's
// issue step reads the same report from its JSON.
import type { Outcome } from './checkLinks.ts';
import type { Link } from './contentLinks.ts';

export interface LinkReport {
  readonly checked: number;
  readonly alive: number;
  /** One line for each dead link. */
  readonly dead: readonly string[];
  /** One line for each link whose host turned the checker away. */
  readonly unchecked: readonly string[];
  readonly summary: string;
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function linkReport(links: readonly Link[], outcomes: ReadonlyMap<string, Outcome>): LinkReport {
  const dead: string[] = [];
  const unchecked: string[] = [];
  let alive = 0;
  for (const link of links) {
    const outcome = outcomes.get(link.url);
    if (outcome === undefined) throw new Error(`${link.url} was not checked`);
    if (outcome.state === 'alive') alive++;
    else if (outcome.state === 'dead') dead.push(`${link.where} ${link.url} ${outcome.said}. ${link.fix}`);
    else
      unchecked.push(
        `${link.where} ${link.url} ${outcome.said}: the host refuses link checkers. Open it in a browser to be sure.`,
      );
  }
  const summary =
    links.length === 0
      ? 'No links to check.'
      : `${count(links.length, 'link')} checked: ${alive} alive, ${dead.length} dead, ${unchecked.length} could not be checked.`;
  return { checked: links.length, alive, dead, unchecked, summary };
}

/** The report as the terminal shows it. */
export function reportText(report: LinkReport): string {
  const list = (lines: readonly string[]) => lines.map((line) => `  ${line}`);
  return [
    ...(report.dead.length > 0 ? [`${count(report.dead.length, 'dead link')}:`, ...list(report.dead)] : []),
    ...(report.unchecked.length > 0
      ? [
          `${count(report.unchecked.length, 'link')} could not be checked, never counted as dead:`,
          ...list(report.unchecked),
        ]
      : []),
    report.summary,
  ].join('\n');
}
