// Runs before `npm test`: stops at once, in one line, on a Node older than `engines` in package.json,
// rather than letting vitest or Stryker fail later with an error about the runtime.
import { readFileSync } from 'node:fs';
import { nodeVersionProblem } from '../nodeVersion.ts';

const { engines } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};
const problem = nodeVersionProblem(process.version, engines.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
