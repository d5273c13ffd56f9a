// Serves every test site (e2e/support/sites.ts) as `npm run preview` does, and the mail catcher the e2e build
// sends to, from one process. Playwright starts its web servers one after another: five `vite preview`
// processes, each loading the whole build config, took 13 s of every run before the first test. The
// preview server needs only the static-host plugin of that config.
import { preview } from 'vite';
import { startMailCatcher } from '../../dev/mail-catcher.ts';
import { staticHost } from '../../scripts/plugins/staticHost.ts';
import { CATCHER_PORT, E2E_OUTBOX } from './mail.ts';
import { outDirOf, SITE_NAMES, SITES } from './sites.ts';
import { startStandIn } from './standIn.ts';

await Promise.all(
  SITE_NAMES.map((name) =>
    preview({
      configFile: false,
      plugins: [staticHost()],
      build: { outDir: outDirOf(name) },
      preview: { host: '127.0.0.1', port: SITES[name].port, strictPort: true },
    }),
  ),
);
await startStandIn({ catcher: `http://127.0.0.1:${CATCHER_PORT}` });
// Last: Playwright waits for the catcher's address, so every site and the stand-in answer by then.
await startMailCatcher({ port: CATCHER_PORT, outbox: E2E_OUTBOX });
