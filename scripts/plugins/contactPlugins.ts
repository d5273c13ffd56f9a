import { loadEnv, type Plugin } from 'vite';
import { startMailCatcher, type MailCatcher } from '../../dev/mail-catcher.ts';
import { ORIGIN_VARIABLE } from '../../src/app/config/contactSettings.ts';

const DEV_CATCHER_PORT = 8787;

/**
 * `npm start`: runs the mail catcher beside the dev server and points the form at it, unless
 * the origin variable (VITE_EMAILJS_ORIGIN) says otherwise.
 */
export function devMailCatcher(): Plugin {
  let catcher: MailCatcher | undefined;
  return {
    name: 'portfolio:dev-mail-catcher',
    // Not in a server embedded in a script (middleware mode, as the build's content check runs one).
    apply: ({ server }, { command, isPreview }) =>
      command === 'serve' && !isPreview && !server?.middlewareMode && !process.env.VITEST,
    async config(_, { mode }) {
      if (loadEnv(mode, process.cwd(), 'VITE_')[ORIGIN_VARIABLE]) return;
      catcher = await startMailCatcher({ port: DEV_CATCHER_PORT }).catch(() => startMailCatcher({ port: 0 }));
      console.log(`  ➜  Mail catcher: ${catcher.url}/ (the form's messages land here)`);
      return { define: { [`import.meta.env.${ORIGIN_VARIABLE}`]: JSON.stringify(catcher.url) } };
    },
    configureServer(server) {
      server.httpServer?.once('close', () => void catcher?.close());
    },
  };
}
