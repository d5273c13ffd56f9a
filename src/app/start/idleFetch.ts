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
 * Puts the links of the build's template into the head, once: modules are fetched and compiled, not
 * run, and the stylesheet is fetched, not applied, until the page asks for them.
 */
export function fetchAhead(): void {
  const template = document.querySelector<HTMLTemplateElement>(`template[${IDLE_FETCH}]`);
  if (!template) return;
  template.remove();
  document.head.append(document.importNode(template.content, true));
}

/** Fetches nothing ahead from now on: the page asks for what it needs itself. */
export function skipFetchAhead(): void {
  document.querySelector(`template[${IDLE_FETCH}]`)?.remove();
}

/** Fetches ahead once the page is idle after load, unless the visitor's connection says not to. */
export function fetchAheadWhenIdle(): void {
  const { connection } = navigator as Navigator & { readonly connection?: Connection };
  if (mayFetchAhead(connection)) whenIdleAfterLoad(fetchAhead);
}
