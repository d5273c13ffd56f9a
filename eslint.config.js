import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of src/features/ is a feature: a new one is under the import rules without being listed.
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The one-way flow of imports: app -> features -> content types and lib; lib imports nothing of ours.
const noImportsOf = (...groups) => ['error', { patterns: groups.map((g) => ({ group: g.group, message: g.message })) }];
const escapeRelative = { group: ['../*'], message: 'Import across folders through the @/ alias.' };

// What the browser runs at start imports no framework: the script on load stays a few kB.
const noFramework = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@mantine/*'],
  message: 'Code that runs at start imports no framework: React and Mantine come with the contact form.',
};
// src/app/start/ is that code's room; of the page's configuration, it reads the paths.
const START_ROOM = ['src/app/start/**', 'src/app/config/paths.ts'];
const AT_START = {
  navigation: ['menu', 'sectionLinks', 'activeSection', 'sectionTracker', 'scroll'],
  background: ['pauseControl', 'pauseStore'],
  contact: ['earlySend', 'draft', 'values'],
};
const atStart = (folder, names) => names.map((name) => `src/${folder}/${name}.ts`);

// The build imports the page's code (the contract in src/app/prerender/prerenderContract.ts among it); the
// page never imports the build's.
const noBuild = {
  group: ['**/scripts/*', '**/scripts/**'],
  message: 'The page never imports the build: what both need is in src/app/ (prerenderContract.ts).',
};

// The build and the dev tools reach the page through src/app/ (the prerender contract, and the page's
// facts they write out or check against: layout, theme, contact settings), the content's types and
// the schema they are inferred from, the demo's identity and lib/'s plain helpers; never a feature,
// nor a content file, which they read through the contract or a Vite server of the project's config.
const pageThroughApp = {
  group: [
    '**/src/features/**',
    '**/src/content/*',
    '!**/src/content/types',
    '!**/src/content/types.ts',
    '!**/src/content/schema',
    '!**/src/content/schema.ts',
    '**/src/test/**',
    '@/features/*',
    '@/content/*',
    '!@/content/types',
    '@/test/*',
  ],
  message: 'The build reaches the page through src/app/ (prerenderContract.ts and the facts it exports).',
};

// The content's schema, and zod with it, is the build's check: the page takes only types from them, so
// that no validation library reaches a visitor (type imports leave nothing in the bundle).
const SCHEMA_VALUES =
  'The page takes only types from the content schema and zod (import type): they are the build’s check.';
const noSchemaValues = [
  'error',
  {
    paths: [{ name: 'zod', allowTypeImports: true, message: SCHEMA_VALUES }],
    patterns: [{ group: ['**/schema', '**/schema.ts'], allowTypeImports: true, message: SCHEMA_VALUES }],
  },
];

const featureGroups = (feature) => [
  { group: ['@/app/*', '@/app'], message: 'A feature never imports app/.' },
  { group: ['@/features/*', `!@/features/${feature}/*`], message: 'A feature never imports another feature.' },
  {
    group: ['@/content/*', '!@/content/types'],
    message: 'A feature gets content as props; it imports only its types.',
  },
  escapeRelative,
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-floor',
      'dist-form-floor',
      '.e2e',
      'dist-bench-*',
      'node_modules',
      'test-results',
      'playwright-report',
      '.mail',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    // `interface A extends B {}` is how a global type such as ImportMetaEnv takes on a declared type.
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['vite.config.ts', 'playwright.config.ts', 'eslint.config.js', 'scripts/**', 'dev/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': noImportsOf(
        { group: ['@/*'], message: 'lib/ imports nothing of ours.' },
        escapeRelative,
      ),
    },
  },
  {
    files: ['src/content/**'],
    rules: {
      'no-restricted-imports': noImportsOf(
        {
          group: ['@/*', '!@/demo'],
          message: "content/ is plain data and imports nothing of ours but the demo's placeholders.",
        },
        escapeRelative,
      ),
    },
  },
  {
    // The tests' content is content too: plain data, typed with the owner's types.
    files: ['e2e/fixtures/*/*.ts'],
    rules: {
      'no-restricted-imports': noImportsOf({
        group: ['@/*', '!@/demo', '!@/content', '@/content/*', '!@/content/types'],
        message: "A fixture is plain data: it imports only the content types and the demo's placeholders.",
      }),
    },
  },
  {
    files: ['src/demo/**'],
    rules: {
      'no-restricted-imports': noImportsOf(
        {
          group: ['@/*', '!@/content', '@/content/*', '!@/content/types'],
          message: 'demo/ is plain data: it imports only the content types.',
        },
        escapeRelative,
      ),
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: { 'no-restricted-imports': noImportsOf(...featureGroups(feature)) },
  })),
  { files: ['src/app/**'], rules: { 'no-restricted-imports': noImportsOf(noBuild) } },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/content/schema.ts', '**/*.test.*'],
    rules: { '@typescript-eslint/no-restricted-imports': noSchemaValues },
  },
  {
    // The benchmarks and the tests drive the page as a visitor or a test does: they may read any rule.
    files: ['scripts/**/*.ts', 'dev/**/*.ts', 'vite.config.ts'],
    ignores: ['**/*.test.ts', 'scripts/bench/**'],
    rules: { 'no-restricted-imports': noImportsOf(pageThroughApp) },
  },
  {
    files: START_ROOM,
    ignores: ['**/*.test.*'],
    rules: { 'no-restricted-imports': noImportsOf(noFramework, noBuild) },
  },
  ...['navigation', 'background'].map((feature) => ({
    files: atStart(`features/${feature}`, AT_START[feature]),
    rules: { 'no-restricted-imports': noImportsOf(...featureGroups(feature), noFramework) },
  })),
);
