import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';

interface PackageJson {
  readonly module?: string;
  readonly exports?: unknown;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
}

/** React itself and its renderer: the aliases replace them; they import nothing else of React's. */
const REACT_ITSELF = new Set(['react', 'react-dom']);

/**
 * The installed packages that import React (they name it among their dependencies), and the module
 * build of those whose main build is CommonJS.
 */
export function packagesImportingReact(
  // Where Preact is installed: the project's node_modules, wherever the build runs from.
  nodeModules = path.dirname(path.dirname(createRequire(import.meta.url).resolve('preact/package.json'))),
) {
  const names = readdirSync(nodeModules)
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) =>
      entry.startsWith('@') ? readdirSync(path.join(nodeModules, entry)).map((name) => `${entry}/${name}`) : [entry],
    );
  return names.flatMap((name) => {
    let manifest: PackageJson;
    try {
      manifest = JSON.parse(readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')) as PackageJson;
    } catch {
      return [];
    }
    const dependencies = { ...manifest.dependencies, ...manifest.peerDependencies };
    if (REACT_ITSELF.has(name) || !('react' in dependencies || 'react-dom' in dependencies)) return [];
    const moduleBuild = manifest.exports === undefined && manifest.module ? `${name}/${manifest.module}` : undefined;
    return [{ name, moduleBuild }];
  });
}

const REACT = '\0react-on-preact';

// Preact's compatibility layer, with two things of React 19 the page's libraries ask for:
// - Activity, which Mantine imports (its Tabs, Tree and Cascader keep hidden panels mounted with it;
//   the page uses none of them): a hidden part is not drawn;
// - `use` of a context, as Mantine reads its theme: preact-render-to-string does not give Preact's
//   `use` the contexts it renders in, so a context is read with useContext, which it does (a hook:
//   unlike React's `use`, not to be called conditionally; Mantine calls it unconditionally).
// The default export too, for `import React from 'react'`.
const REACT_ON_PREACT = `
import compat, { Fragment, createElement, use as usePromise, useContext } from 'preact/compat';
export * from 'preact/compat';
export function Activity({ mode, children }) {
  return mode === 'hidden' ? null : createElement(Fragment, null, children);
}
export function use(usable) {
  return 'Provider' in usable ? useContext(usable) : usePromise(usable);
}
export default { ...compat, Activity, use };
`;

const exactly = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);

/**
 * React's API on Preact, in the browser's code, the prerender, the dev server and the unit tests
 * alike: the page's components are written for React, and Preact's 10 kB gzip run them where React
 * DOM's did, 59 kB gzip more; the contact form works about 400 ms sooner after End on a throttled
 * phone (docs/decisions.md). The packages that import React, found in npm's layout of node_modules
 * (`npm ci`), are bundled rather than loaded from node_modules (by the prerender, and by the unit
 * tests' runner), so that they get Preact too, in their module build: a CommonJS build's require()
 * of React would miss the aliases.
 */
export function preactAsReact(): Plugin {
  const packages = packagesImportingReact();
  const aliases: Alias[] = [
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    ...packages.flatMap(({ name, moduleBuild }) =>
      moduleBuild ? [{ find: exactly(name), replacement: moduleBuild }] : [],
    ),
  ];
  const inTests = new RegExp(
    `/node_modules/(${packages.map(({ name }) => exactly(name).source.slice(1, -1)).join('|')})/`,
  );
  const react = {
    name: 'preact-as-react',
    resolveId: (id: string) => (id === 'react' ? REACT : undefined),
    load: (id: string) => (id === REACT ? REACT_ON_PREACT : undefined),
  };
  return {
    ...react,
    enforce: 'pre',
    config: () => ({
      resolve: { alias: aliases },
      // The dev server's bundles of the packages, which Vite makes with plugins of their own; none of
      // React itself, which nothing imports there.
      optimizeDeps: { rolldownOptions: { plugins: [react] }, exclude: ['react'] },
      ssr: { noExternal: ['react', 'react-dom', ...packages.map(({ name }) => name)] },
      test: { server: { deps: { inline: [inTests] } } },
    }),
  };
}
