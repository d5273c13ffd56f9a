import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface HeaderRule {
  readonly pattern: RegExp;
  readonly headers: [name: string, value: string][];
}

/** Parses a `_headers` file (Netlify / Cloudflare Pages format): a path pattern, then indented headers. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers `_headers` gives a path, as Netlify and Cloudflare Pages apply them: the headers of
 * every rule whose pattern matches, and a header named by two matching rules gets both values,
 * joined by a comma (Cloudflare's documented rule; the site's own file names no header twice).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules.filter((r) => r.pattern.test(pathname))) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
    }
  }
  return headers;
}

/** The sub-path a build was made for: the scope of the web manifest it wrote, or undefined without one. */
export function builtBase(outDir: string): string | undefined {
  try {
    const { scope } = JSON.parse(readFileSync(path.join(outDir, 'manifest.webmanifest'), 'utf8')) as {
      scope?: unknown;
    };
    return typeof scope === 'string' && scope.startsWith('/') ? scope : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes `vite preview` behave like the static hosts the site is deployed to (Netlify, Cloudflare
 * Pages, GitHub Pages): the build is served under the sub-path it was made for (BASE_PATH when it
 * is set), unknown paths get 404.html with status 404, the headers of `_headers` apply, and
 * `_headers` itself is not served, so the preview and the browser tests see what visitors will.
 */
export function staticHost(): Plugin {
  return {
    name: 'portfolio:static-host',
    config(config, { isPreview }) {
      if (!isPreview || process.env.BASE_PATH) return undefined;
      const base = builtBase(path.resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist'));
      return base ? { base } : undefined;
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const base = server.config.base;
      const headersFile = path.join(outDir, '_headers');
      const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
      const exists = (pathname: string) => {
        if (!pathname.startsWith(base) || pathname === `${base}_headers`) return false;
        const file = path.join(outDir, decodeURIComponent(pathname.slice(base.length)));
        if (!file.startsWith(outDir) || !existsSync(file)) return false;
        return statSync(file).isFile() || existsSync(path.join(file, 'index.html'));
      };
      // Registered before Vite's own static and index.html handlers, which would 404 first.
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
        if ((req.method !== 'GET' && req.method !== 'HEAD') || exists(pathname)) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(path.join(outDir, '404.html')));
      });
    },
  };
}
