import { readdirSync } from 'node:fs';
import path from 'node:path';

// The browser tests keep one layout (docs/testing.md): specs in e2e/ and e2e/engines/, what they share
// in e2e/support/, the tests' content in e2e/fixtures/, every module and spec named in camelCase.
const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*(\.spec)?\.ts$/;

/** What is out of place among `files` (paths under e2e/, with "/"): one line each. */
export function layoutProblems(files: readonly string[]): string[] {
  return files
    .filter((file) => file.endsWith('.ts') && !file.startsWith('e2e/fixtures/'))
    .flatMap((file) => {
      const name = path.posix.basename(file);
      const inSupport = file.startsWith('e2e/support/');
      const isSpec = name.endsWith('.spec.ts');
      if (!CAMEL_CASE.test(name)) return [`${file}: not camelCase`];
      if (inSupport && isSpec) return [`${file}: a spec among the helpers`];
      if (!inSupport && !isSpec) return [`${file}: a helper among the specs: move it to e2e/support/`];
      return [];
    });
}

const e2eFiles = readdirSync('e2e', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative('.', path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

describe('the browser tests', () => {
  it('keep their helpers in e2e/support/ and name every file in camelCase', () => {
    expect(layoutProblems(e2eFiles)).toEqual([]);
  });

  it('are checked for a helper out of place, a spec among the helpers and a name of another case', () => {
    expect(
      layoutProblems([
        'e2e/page.ts',
        'e2e/support/site.spec.ts',
        'e2e/owner-site.spec.ts',
        'e2e/support/global_setup.ts',
        'e2e/fixtures/images.ts',
        'e2e/engines/journeys.spec.ts',
        'e2e/support/sites.ts',
      ]),
    ).toEqual([
      'e2e/page.ts: a helper among the specs: move it to e2e/support/',
      'e2e/support/site.spec.ts: a spec among the helpers',
      'e2e/owner-site.spec.ts: not camelCase',
      'e2e/support/global_setup.ts: not camelCase',
    ]);
  });
});
