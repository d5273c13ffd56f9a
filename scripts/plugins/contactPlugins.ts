import { loadEnv, type Plugin } from 'vite';
import { startMailCatcher, type MailCatcher } from '../../dev/mail-catcher.ts';
import { contactKeys } from '../../src/content/contact.ts';
import { ORIGIN_VARIABLE, unsetContactVariables } from '../../src/app/contactSettings.ts';

const DEV_CATCHER_PORT = 8787;

/**
 * `npm start`: runs the mail catcher beside the dev server and points the form at it, unless
 * the origin variable (VITE_EMAILJS_ORIGIN) says otherwise.
 */
export function devMailCatcher(): Plugin {
  let catcher: MailCatcher | undefined;
  return {
    name: 'portfolio:dev-mail-catcher',
    apply: (_, { command, isPreview }) => command === 'serve' && !isPreview && !process.env.VITEST,
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

/** A production build stops while the contact keys are placeholders: the form could never send. */
export function requireContactKeys(): Plugin {
  return {
    name: 'portfolio:require-contact-keys',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return;
      const unset = unsetContactVariables(contactKeys, loadEnv(config.mode, config.envDir || config.root, 'VITE_'));
      if (unset.length > 0) {
        throw new Error(
          `The contact form's keys are not set: ${unset.join(', ')}.\n` +
            `Put your public EmailJS and reCAPTCHA values in src/content/contact.ts, or set these variables when you build.`,
        );
      }
    },
  };
}
