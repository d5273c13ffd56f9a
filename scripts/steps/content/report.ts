// The content check's problems: each one as it is found, and as the build and the dev server print them.

export interface Problem {
  readonly severity: 'error' | 'warning';
  /** Part of the demo's identity, rather than a mistake in the owner's content. */
  readonly demo: boolean;
  readonly message: string;
}

/** Reports an item of a file: `<file>: <item> <what is wrong>. <the fix>`. */
export type Report = (item: string, text: string, kind?: 'error' | 'warning' | 'demo') => void;

/** A problem of an item of a file: `<file>: <item> <what is wrong>. <the fix>`. */
export const problem = (
  file: string,
  item: string,
  text: string,
  kind: 'error' | 'warning' | 'demo' = 'error',
): Problem => ({
  severity: kind === 'warning' ? 'warning' : 'error',
  demo: kind === 'demo',
  message: `${file}: ${item} ${text}`,
});

/** The reports of each file, into one list. */
export const reporter =
  (found: Problem[]) =>
  (file: string): Report =>
  (item, text, kind) =>
    found.push(problem(file, item, text, kind));

const list = (problems: readonly Problem[]) => problems.map((problem) => `  ${problem.message}`).join('\n');
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The problems as the build and the dev server print them: the errors, and the warnings. */
export function problemReport(
  problems: readonly Problem[],
  environment: { readonly command: 'build' | 'serve' },
): { readonly errors?: string; readonly warnings?: string } {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const demoWarnings = problems.filter((problem) => problem.severity === 'warning' && problem.demo);
  const otherWarnings = problems.filter((problem) => problem.severity === 'warning' && !problem.demo);
  const warnings = [
    demoWarnings.length > 0 &&
      `The demo's identity is still in the content, ${
        environment.command === 'serve'
          ? 'and a production build refuses it until you put your own in its place'
          : 'let through by ALLOW_DEMO_CONTENT=1, for a preview of the demo itself only'
      } (${count(demoWarnings.length, 'item')}):\n${list(demoWarnings)}`,
    otherWarnings.length > 0 && `The content has ${count(otherWarnings.length, 'warning')}:\n${list(otherWarnings)}`,
  ].filter(Boolean);
  return {
    ...(errors.length > 0 && {
      errors:
        `The content has ${count(errors.length, 'problem')} to fix:\n${list(errors)}` +
        (errors.some((problem) => problem.demo)
          ? "\nTo build a preview of the demo itself anyway, ALLOW_DEMO_CONTENT=1 lets the demo's identity through, as warnings."
          : ''),
    }),
    ...(warnings.length > 0 && { warnings: warnings.join('\n') }),
  };
}
