import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { isHomePath } from '../../src/app/paths.ts';
import { renderDocument } from '../steps/document.ts';
import { CLIENT_ENTRY, SERVER_ENTRY, type ServerEntry } from '../steps/entries.ts';

/** The share image as the build makes it; the files it reads are fetched from the dev server itself. */
async function devShareImage(entry: ServerEntry, server: ViteDevServer, drawn: Map<string, Buffer>) {
  // Loaded when first needed, so that other commands reading the Vite config do not load the drawing.
  const { fetchBytes, shareImage } = await import('../steps/shareImage.ts');
  const origin = server.resolvedUrls?.local[0] ?? `http://${server.config.server.host}:${server.config.server.port}/`;
  return shareImage(entry.siteInfo().share, {
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
 * `npm start`: serves the pages prerendered as the build does (the same render, the same document),
 * with the browser entry as a plain module script so that Vite's hot reload works. Unknown paths get
 * the not-found page with status 404, as static hosts answer. The share image is made as the build
 * makes it, when the home page is asked for, and served from memory at the URL the page names.
 */
export function devPages(): Plugin {
  return {
    name: 'portfolio:dev-pages',
    apply: (_, { command, isPreview }) => command === 'serve' && !isPreview,
    configureServer(server) {
      const { base } = server.config;
      const drawn = new Map<string, Buffer>();
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
          const entry = (await server.ssrLoadModule(`/${SERVER_ENTRY}`)) as ServerEntry;
          const rendered = home
            ? await entry.renderHome(base, await devShareImage(entry, server, drawn))
            : await entry.renderNotFound(base);
          // In development the styles come with the modules, so the not-found page loads the entry too.
          const document = renderDocument({
            head: rendered.head,
            body: rendered.html,
            stylesheets: [],
            fontPreloads: [],
            scripts: [{ src: `${base}${CLIENT_ENTRY}` }],
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
