// npm run build: the static site in dist/ (the steps: scripts/steps/buildSite.ts).
// Flags: --mode (Vite mode), --outDir, --no-scripts (the pages without their code: the benchmark's
// floor). Environment: BASE_PATH (serve from a sub-path), SITE_URL (the address it is served at),
// ALLOW_DEMO_CONTENT=1 (build the demo's identity anyway, with warnings: a preview of the demo itself),
// CSP_REPORT_URI (for the browser tests: where the headers' policy has violations reported).
import { parseArgs } from 'node:util';
import { buildSite, BuildFailed } from '../steps/buildSite.ts';

const { values: flags } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    outDir: { type: 'string' },
    'no-scripts': { type: 'boolean', default: false },
  },
});
const { mode, outDir: outDirFlag } = flags;

try {
  await buildSite({ mode, outDir: outDirFlag, withScripts: !flags['no-scripts'] });
} catch (error) {
  if (!(error instanceof BuildFailed)) throw error;
  console.error(`\n${error.message}`);
  process.exit(1);
}
