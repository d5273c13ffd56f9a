import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite preview` answers unknown paths with an empty 404; static hosts (GitHub Pages, Netlify,
 * Cloudflare Pages) serve 404.html with status 404 instead. Do the same so the preview is honest.
 */
export function notFoundPage(): Plugin {
  return {
    name: 'portfolio:not-found-page',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const base = server.config.base;
      const exists = (pathname: string) => {
        if (!pathname.startsWith(base)) return false;
        const file = path.join(outDir, decodeURIComponent(pathname.slice(base.length)));
        if (!file.startsWith(outDir) || !existsSync(file)) return false;
        return statSync(file).isFile() || existsSync(path.join(file, 'index.html'));
      };
      // Registered before Vite's own static and index.html handlers, which would 404 first.
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if ((req.method !== 'GET' && req.method !== 'HEAD') || exists(pathname)) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(path.join(outDir, '404.html')));
      });
    },
  };
}
