// Every problem of the owner's content, in one pass and one format: `<file>: <item> <what is wrong>.
// <the fix>`. A value of another shape than the page reads is named first, on its own (shape.ts):
// the other checks read the content as typed. Mistakes in the owner's content are errors (a build
// stops on them, the dev server shows them instead of the page), except an image smaller than its
// place, a warning. The demo's identity (src/demo/) still in the content stops a production build
// too; ALLOW_DEMO_CONTENT=1 turns exactly those items into warnings, the test builds (--mode e2e)
// build the demo without them, and the dev server lists them as a notice.
import type { Content } from '../../../src/content/types.ts';
import { demoIdentity } from './demoIdentity.ts';
import { TEST_MODE, type Environment, type Files } from './inputs.ts';
import { mistakes } from './mistakes.ts';
import type { Problem } from './report.ts';
import { shapeProblems } from './shape.ts';
import { FILES } from './words.ts';

/** What the demo's identity is where the content is going, or undefined where it is not checked. */
function demoSeverity(environment: Environment): Problem['severity'] | undefined {
  if (environment.command === 'serve') return 'warning';
  if (environment.mode === TEST_MODE) return undefined;
  return environment.allowDemoContent === '1' ? 'warning' : 'error';
}

/** Where a problem is listed: by its file, in the order an owner goes through them; SITE_URL with site.ts. */
const FILE_ORDER = [FILES.profile, FILES.projects, FILES.site, FILES.texts, FILES.contactKeys];
function rank(problem: Problem): number {
  if (problem.message.startsWith('SITE_URL ')) return FILE_ORDER.indexOf(FILES.site);
  const file = FILE_ORDER.findIndex((name) => problem.message.startsWith(`${name}:`));
  // A file an owner added (a new section's) comes before the contact keys, the last to set.
  return file === -1 ? FILE_ORDER.indexOf(FILES.texts) + 0.5 : file;
}

/** Every problem of the content, each an error or a warning, file by file. */
export function contentProblems(content: Content, environment: Environment, files: Files): Problem[] {
  const shapes = shapeProblems(content);
  if (shapes.length > 0) return shapes;
  const demo = demoSeverity(environment);
  const found = [
    ...mistakes(content, environment, files),
    ...(demo ? demoIdentity(content, environment, files).map((problem) => ({ ...problem, severity: demo })) : []),
  ];
  // A stable sort: in each file, its mistakes, then the demo's identity, each in the file's order.
  return found.sort((a, b) => rank(a) - rank(b));
}
