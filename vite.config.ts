/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';
import { CSS_VARIABLES } from './src/app/config/layout.ts';
import { CLIENT_ENTRY } from './scripts/steps/entries.ts';
import { devMailCatcher } from './scripts/plugins/contactPlugins.ts';
import { contentFolders } from './scripts/plugins/contentFolders.ts';
import { contentImages } from './scripts/plugins/contentImages.ts';
import { darkSchemeOnly } from './scripts/plugins/darkScheme.ts';
import { devPages } from './scripts/plugins/devPages.ts';
import { staticHost } from './scripts/plugins/staticHost.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
// The owner's content: src/content/, or another folder of the same files (the browser tests build one).
const ownerContent = path.join(src, 'content');
const contentDir = path.resolve(process.env.CONTENT_DIR ?? ownerContent);

export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  plugins: [
    contentFolders({ contentDir, ownerContent }),
    react(),
    contentImages({ contentDir }),
    devPages(),
    staticHost(),
    devMailCatcher(),
  ],
  css: {
    postcss: {
      plugins: [postcssPresetMantine(), postcssSimpleVars({ variables: CSS_VARIABLES }), darkSchemeOnly()],
    },
  },
  resolve: {
    alias: [
      { find: /^@\/content(?=\/)/, replacement: contentDir },
      { find: '@', replacement: src },
    ],
  },
  ssr: {
    // CommonJS packages whose default export Node's import would hand over wrapped: bundled into the
    // prerender, which unwraps it as the browser's build does.
    noExternal: ['react-google-recaptcha', 'react-async-script'],
  },
  build: {
    // The build writes the pages itself (scripts/cli/build.ts) from what the manifest says was built.
    manifest: true,
    rolldownOptions: { input: CLIENT_ENTRY },
  },
  preview: { host: '127.0.0.1' },
  server: { host: '127.0.0.1' },
  test: {
    globals: true,
    // Worker threads start faster than the default child processes (62 s against 82 s for the whole run
    // on 2 cores), and the files of a worker share one environment and one copy of each module (22-32 s
    // against 59-62 s): src/test/setup.ts empties what a test leaves in them, and the order of the files
    // is shuffled on every run so that a test which depends on another's leftovers fails.
    pool: 'threads',
    // Under mutation testing (npm run mutate, whose workers Stryker marks with STRYKER_MUTATOR_WORKER),
    // each file gets its own modules: with them shared, Stryker's coverage per test misses whole files
    // (earlySend.ts: every mutant "not covered" shared; 64 of 71 killed isolated).
    isolate: process.env.STRYKER_MUTATOR_WORKER !== undefined,
    sequence: { shuffle: { files: true, tests: false } },
    projects: [
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        test: { name: 'node', environment: 'node', include: ['dev/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
    ],
  },
});
