// The HTML document around a prerendered page, for the build and for the dev server alike.
import { IDLE_FETCH } from '../../src/app/start/idleFetch.ts';
import { LATER_STYLESHEET } from '../../src/app/start/laterStylesheets.ts';

/** A module script: a file, or inline source (allowed by the CSP through its hash). */
export type Script = { readonly src: string } | { readonly inline: string };

export interface DocumentParts {
  /** The page's own head tags: title, description, sharing cards… */
  readonly head: string;
  /** The prerendered markup of #root. */
  readonly body: string;
  /** The stylesheets that block the first render: only what the page shows at first. */
  readonly stylesheets: readonly string[];
  /**
   * The stylesheets linked `disabled`, which the browser does not fetch until the page's code
   * enables them (src/app/start/laterStylesheets.ts): the page's whole stylesheet, with the contact form.
   * None on a page without scripts.
   */
  readonly laterStylesheets?: readonly string[];
  /**
   * What the page fetches ahead, not run nor applied, once it is idle after load (src/app/start/idleFetch.ts),
   * linked in a template, which the browser does not fetch: the contact form's modules (a `prefetch`
   * into the HTTP cache, in the CORS mode a module is asked for in: compiled only once the visitor heads
   * down, where a `modulepreload` compiled them at idle, a cost to every visitor who never scrolls), its
   * stylesheets (which the bundler's loader asks for in CORS mode: a preload serves only a request of
   * the same mode), and the later stylesheets, which the page enables.
   */
  readonly idleFetch?: IdleFetch;
  /**
   * The stylesheets for print alone, linked `media="print"`: the screen neither waits for nor applies
   * them. Last, so that on paper they win over the screen's rules of the same weight.
   */
  readonly printStylesheets?: readonly string[];
  readonly fontPreloads: readonly string[];
  readonly scripts: readonly Script[];
  /** The Content-Security-Policy for the page's <meta>; none in development (Vite injects inline scripts). */
  readonly csp?: string;
  /** The page's language (a BCP 47 tag) and the direction it is written in. */
  readonly language: { readonly tag: string; readonly direction: 'ltr' | 'rtl' };
}

export interface IdleFetch {
  readonly modules: readonly string[];
  readonly moduleStyles: readonly string[];
  readonly stylesheets: readonly string[];
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The inline script that starts the app after the first paint: the prerendered page shows at once
 * and its code does not compete with the CSS and the font for the first frame (Lighthouse mobile
 * LCP measured 1837 ms when the bundle loaded as a plain module script, 1211 ms like this, against a
 * no-script floor of 1352 ms). The chunks the entry imports are fetched alongside it, not after it.
 */
export function loaderScript(entry: string, alongside: readonly string[]): string {
  const preload = alongside.length
    ? `for (const href of ${JSON.stringify(alongside)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })); `
    : '';
  return `requestAnimationFrame(() => setTimeout(() => { ${preload}import(${JSON.stringify(entry)}); }));`;
}

export function renderDocument(parts: DocumentParts): string {
  const head = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="color-scheme" content="dark" />',
    ...(parts.csp ? [`<meta http-equiv="Content-Security-Policy" content="${attribute(parts.csp)}" />`] : []),
    parts.head,
    ...parts.fontPreloads.map(
      (href) => `<link rel="preload" href="${attribute(href)}" as="font" type="font/woff2" crossorigin />`,
    ),
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${attribute(href)}" />`),
    ...(parts.laterStylesheets ?? []).map(
      (href) => `<link rel="stylesheet" href="${attribute(href)}" disabled ${LATER_STYLESHEET} />`,
    ),
    ...(parts.printStylesheets ?? []).map(
      (href) => `<link rel="stylesheet" href="${attribute(href)}" media="print" />`,
    ),
  ];
  const { modules = [], moduleStyles = [], stylesheets = [] } = parts.idleFetch ?? {};
  const idleFetch = [
    ...modules.map((href) => `<link rel="prefetch" href="${attribute(href)}" as="script" crossorigin ${IDLE_FETCH} />`),
    ...moduleStyles.map((href) => `<link rel="preload" href="${attribute(href)}" as="style" crossorigin />`),
    ...stylesheets.map((href) => `<link rel="preload" href="${attribute(href)}" as="style" />`),
  ];
  if (idleFetch.length) head.push(`<template ${IDLE_FETCH}>${idleFetch.join('')}</template>`);
  const scripts = parts.scripts.map((script) =>
    'src' in script
      ? `<script type="module" src="${attribute(script.src)}"></script>`
      : `<script type="module">${script.inline}</script>`,
  );
  return `<!doctype html>
<html lang="${attribute(parts.language.tag)}" dir="${parts.language.direction}" data-mantine-color-scheme="dark">
  <head>
    ${head.join('\n    ')}
  </head>
  <body>
    <div id="root">${parts.body}</div>${scripts.map((s) => `\n    ${s}`).join('')}
  </body>
</html>
`;
}

/** Every script of a page is one the build wrote and hashed: the prerendered markup must add none. */
export function assertNoScripts(file: string, markup: string): void {
  if (/<script\b/i.test(markup))
    throw new Error(`The prerendered ${file} contains a script the Content-Security-Policy would block`);
}
