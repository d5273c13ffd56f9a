import semver from 'semver';

/**
 * The one line that stops `npm test` when its tools would run on a Node older than `engines` asks for
 * (the Node that `npm ci` installs was skipped), or undefined when the running Node will do.
 */
export function nodeVersionProblem(running: string, required: string): string | undefined {
  if (semver.satisfies(running, required)) return undefined;
  return (
    `Node ${required} is needed, but npm scripts run on ${running}: ` +
    'run `npm ci` with install scripts allowed (it installs the pinned `node` package), or install Node 24.'
  );
}
