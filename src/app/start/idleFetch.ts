// What the page fetches ahead once it is idle after load, without running it: the contact form's code
// and the whole stylesheet, so that the form works within a second of the visitor reaching it, even on
// a slow phone. The build lists them in a template, whose links the browser does not fetch until they
// are put in the document.

/** The attribute of the template that holds the links to fetch ahead. */
export const IDLE_FETCH = 'data-idle-fetch';

/** The parts of the Network Information API the page reads (Chromium's; other engines have none). */
export interface Connection {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/**
 * Whether the page may fetch ahead what the visitor has not asked for: not when they asked to save
 * data, nor on a 2g connection ('2g', 'slow-2g'), where it would slow what they did ask for.
 */
export function mayFetchAhead(connection: Connection | undefined): boolean {
  return connection?.saveData !== true && !(connection?.effectiveType ?? '').endsWith('2g');
}

/** Calls `callback` once the browser is idle, or a moment later where it cannot say. */
export function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

/** Calls `callback` once the page has loaded (its images too) and the browser is then idle. */
export function whenIdleAfterLoad(callback: () => void): void {
  if (document.readyState === 'complete') whenIdle(callback);
  else window.addEventListener('load', () => whenIdle(callback), { once: true });
}

/**
 * The links of the template that fetch a module ahead (a `prefetch`, in the CORS mode of a module),
 * marked as the template is: no other link of the page is taken for one.
 */
const MODULE_AHEAD = `link[rel="prefetch"][${IDLE_FETCH}]`;

/**
 * Puts the links of the build's template into the head, once: modules are fetched into the HTTP
 * cache, neither compiled nor run, and the stylesheet is fetched, not applied, until the page asks
 * for them. A browser that cannot prefetch (WebKit) preloads the modules instead: fetched and
 * compiled into the module map now, rather than fetched only once the visitor heads down.
 */
export function fetchAhead(): void {
  const template = document.querySelector<HTMLTemplateElement>(`template[${IDLE_FETCH}]`);
  if (!template) return;
  template.remove();
  const links = document.importNode(template.content, true);
  for (const link of links.querySelectorAll<HTMLLinkElement>(MODULE_AHEAD)) {
    if (!link.relList.supports('prefetch')) link.rel = 'modulepreload';
  }
  document.head.append(links);
}

/**
 * Fetches nothing ahead from now on: the page asks for what it needs itself. The links that fetched
 * modules ahead go too: the bundler's loader preloads every module an import needs at once, but skips
 * one a link already names, which the browser then finds only once the module that imports it is
 * parsed, one after another. Their files stay in the HTTP cache, which the preloads take them from.
 */
export function skipFetchAhead(): void {
  document.querySelector(`template[${IDLE_FETCH}]`)?.remove();
  for (const link of document.head.querySelectorAll(MODULE_AHEAD)) link.remove();
}

/** Fetches ahead once the page is idle after load, unless the visitor's connection says not to. */
export function fetchAheadWhenIdle(): void {
  const { connection } = navigator as Navigator & { readonly connection?: Connection };
  if (mayFetchAhead(connection)) whenIdleAfterLoad(fetchAhead);
}
