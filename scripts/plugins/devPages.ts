import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { isHomePath } from '../../src/app/config/paths.ts';
import { checkContent } from '../steps/contentCheck.ts';
import type { Environment } from '../steps/content/inputs.ts';
import { problemReport } from '../steps/content/report.ts';
import { renderDocument } from '../steps/document.ts';
import type { PrerenderedSite, ServerEntry } from '../../src/app/prerender/prerenderContract.ts';
import { CLIENT_ENTRY, SERVER_ENTRY } from '../steps/entries.ts';

/** The share image as the build makes it; the files it reads are fetched from the dev server itself. */
async function devShareImage(prerendered: PrerenderedSite, server: ViteDevServer, drawn: Map<string, Buffer>) {
  // Loaded when first needed, so that other commands reading the Vite config do not load the drawing.
  const { fetchBytes, shareImage } = await import('../steps/shareImage.ts');
  const origin = server.resolvedUrls?.local[0] ?? `http://${server.config.server.host}:${server.config.server.port}/`;
  return shareImage(prerendered.share, {
    base: server.config.base,
    assetsDir: server.config.build.assetsDir,
    read: (url) => fetchBytes(new URL(url, origin)),
    write: async (file, data) => {
      drawn.clear();
      drawn.set(`${server.config.base}${file}`, data);
    },
  });
}

/**
 * The content's problems, as the build lists them: printed in the terminal whenever they change (the
 * demo's identity as a notice), and the errors returned, to show instead of the page.
 */
function contentChecker(server: ViteDevServer) {
  const environment: Environment = {
    command: 'serve',
    mode: server.config.mode,
    siteUrl: process.env.SITE_URL,
    allowDemoContent: process.env.ALLOW_DEMO_CONTENT,
    contactEnv: {},
  };
  let printed: string | undefined;
  return async () => {
    const report = problemReport(await checkContent(server, environment), environment);
    const text = [report.warnings, report.errors].filter(Boolean).join('\n');
    if (text !== printed) {
      printed = text;
      if (report.warnings) server.config.logger.warn(`\n${report.warnings}\n`);
      if (report.errors) server.config.logger.error(`\n${report.errors}\n`);
    }
    return report.errors;
  };
}

/**
 * `npm start`: serves the pages prerendered as the build does (the same render, the same document),
 * with the browser entry as a plain module script so that Vite's hot reload works. Unknown paths get
 * the not-found page with status 404, as static hosts answer. The share image is made as the build
 * makes it, when the home page is asked for, and served from memory at the URL the page names. While
 * the content has errors, the page is Vite's error overlay listing them, as the build would.
 */
export function devPages(): Plugin {
  return {
    name: 'portfolio:dev-pages',
    apply: (_, { command, isPreview }) => command === 'serve' && !isPreview,
    configureServer(server) {
      const { base } = server.config;
      const drawn = new Map<string, Buffer>();
      const checked = contentChecker(server);
      server.httpServer?.once(
        'listening',
        () => void checked().catch((error: unknown) => server.config.logger.error(String(error))),
      );
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        const image = drawn.get(pathname);
        if (image) {
          res.setHeader('Content-Type', 'image/png');
          res.end(image);
          return;
        }
        const home = isHomePath(pathname, base);
        const page =
          req.method === 'GET' && (home || (req.headers.accept?.includes('text/html') && !path.extname(pathname)));
        if (!page) return next();
        void (async () => {
          const errors = await checked();
          // Without a stack: the message is the whole story.
          if (errors) throw Object.assign(new Error(errors), { stack: '' });
          const entry = (await server.ssrLoadModule(`/${SERVER_ENTRY}`)) as ServerEntry;
          // The same contract as the build's, with the same SITE_URL as the content check reads.
          const prerendered = entry.prerenderSite({ base, siteUrl: process.env.SITE_URL });
          const rendered = home
            ? await prerendered.renderHome(await devShareImage(prerendered, server, drawn))
            : await prerendered.renderNotFound();
          // In development the styles come with the modules, so the not-found page loads the entry too.
          const document = renderDocument({
            head: rendered.head,
            body: rendered.html,
            stylesheets: [],
            fontPreloads: [],
            scripts: [{ src: `${base}${CLIENT_ENTRY}` }],
            language: prerendered.language,
          });
          res.statusCode = home ? 200 : 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(req.url ?? '/', document));
        })().catch(next);
      });
    },
    // The page is prerendered: a change anywhere may change its HTML, so reload rather than hot-swap.
    handleHotUpdate({ server }) {
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
