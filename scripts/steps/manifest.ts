// Vite's own account of what a build wrote (build.manifest): the build reads it instead of guessing
// file names or parsing built HTML, CSS or JavaScript.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BACKGROUND_ENTRY, CLIENT_ENTRY, CONTACT_ENTRY, SERVER_ENTRY } from './entries.ts';

export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** Where Vite writes a build's manifest, under its output folder. */
const VITE_MANIFEST = '.vite/manifest.json';

/** The manifest a Vite build just wrote in `dir`. */
export function readViteManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(dir, VITE_MANIFEST), 'utf8')) as Manifest;
}

/**
 * Where the build keeps the manifests of the site it wrote in `outDir`, for the size budget and the
 * tests: outside the site (most hosts would serve a `.vite/` folder), one folder per output folder.
 */
export function manifestDir(outDir: string): string {
  const id = createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16);
  return path.resolve('node_modules', '.cache', 'manifests', id);
}

const KEPT = { browser: 'manifest.json', prerender: 'prerender-manifest.json' } as const;
/** The build's own account of what it wrote after Vite: the page's stylesheets, as it split them. */
const PAGE_STYLESHEETS = 'page-stylesheets.json';

/** Moves the manifests of the browser build (from `outDir`) and of the prerender build out of the site. */
export async function keepManifests(outDir: string, serverDir: string): Promise<void> {
  const dir = manifestDir(outDir);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await copyFile(path.join(outDir, VITE_MANIFEST), path.join(dir, KEPT.browser));
  await copyFile(path.join(serverDir, VITE_MANIFEST), path.join(dir, KEPT.prerender));
  await rm(path.join(outDir, path.dirname(VITE_MANIFEST)), { recursive: true, force: true });
}

/** The browser build's (or the prerender build's) manifest of the site the build wrote in `outDir`. */
export function readManifest(outDir: string, build: keyof typeof KEPT = 'browser'): Manifest {
  return JSON.parse(readFileSync(path.join(manifestDir(outDir), KEPT[build]), 'utf8')) as Manifest;
}

/** The stylesheets of the home page, as files of the site (assets/…). */
export interface PageStylesheets {
  /** The one that blocks the first render: the rules the prerendered pages use (criticalCss.ts). */
  readonly blocking: readonly string[];
  /** The page's whole stylesheet, loaded without blocking and applied once the page has shown. */
  readonly later: readonly string[];
  /** The rules for print alone, linked `media="print"`: neither blocking nor applied on screen (printCss.ts). */
  readonly print?: readonly string[];
}

/** Keeps, beside the manifests, which of the site's stylesheets block the first render. Call after keepManifests. */
export async function keepPageStylesheets(outDir: string, stylesheets: PageStylesheets): Promise<void> {
  await writeFile(path.join(manifestDir(outDir), PAGE_STYLESHEETS), JSON.stringify(stylesheets));
}

/** The home page's stylesheets of the site the build wrote in `outDir`. */
export function readPageStylesheets(outDir: string): PageStylesheets {
  return JSON.parse(readFileSync(path.join(manifestDir(outDir), PAGE_STYLESHEETS), 'utf8')) as PageStylesheets;
}

export function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The build's manifest has no entry for ${key}: was it built from another entry?`);
  return found;
}

/**
 * The chunks the browser needs before `entry` runs: the entry, then every chunk it imports
 * statically, transitively. Dynamically imported chunks load later and are not included.
 */
function staticGraph(manifest: Manifest, entry: string): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const current = chunk(manifest, key);
    chunks.push(current);
    current.imports?.forEach(visit);
  };
  visit(entry);
  return chunks;
}

/** The JavaScript files needed before `entry` runs, the entry's own file first. */
export const initialScripts = (manifest: Manifest, entry: string): string[] =>
  staticGraph(manifest, entry).map((c) => c.file);

/** The stylesheets of `entry` and of the chunks it imports statically. */
export const initialStylesheets = (manifest: Manifest, entry: string): string[] => [
  ...new Set(staticGraph(manifest, entry).flatMap((c) => c.css ?? [])),
];

/** The web fonts an entry's stylesheets use, to preload: the font would otherwise be found late. */
export function fonts(manifest: Manifest, entry: string): string[] {
  return (chunk(manifest, entry).assets ?? []).filter((file) => file.endsWith('.woff2'));
}

/**
 * The browser build's stylesheets that nothing loads, so they are not shipped: the page's own comes
 * from the prerender build, which saw every component; only the contact form's arrive with it.
 */
export function browserStylesheets(client: Manifest): string[] {
  const loaded = new Set(CONTACT_ENTRY in client ? initialStylesheets(client, CONTACT_ENTRY) : []);
  return Object.values(client)
    .flatMap((c) => [c.file, ...(c.css ?? [])].filter((file) => file.endsWith('.css')))
    .filter((file) => !loaded.has(file));
}

/** The stylesheets and assets the prerender build wrote for the page (its JavaScript stays behind). */
export const serverFiles = (server: Manifest): string[] => {
  const entry = chunk(server, SERVER_ENTRY);
  return [...(entry.css ?? []), ...(entry.assets ?? [])];
};

export interface PageAssets {
  /** The browser's entry, as a URL. */
  readonly entry: string;
  /** The chunks the entry imports statically, fetched alongside it. */
  readonly alongside: readonly string[];
  readonly stylesheets: readonly string[];
  readonly fonts: readonly string[];
}

/**
 * What a page loads, as URLs under `base`: the browser's entry and its static chunks (from the
 * browser build), and the stylesheet and fonts of the whole page (from the prerender build, which
 * saw every component; the browser build sees only the islands).
 */
export function pageAssets(client: Manifest, server: Manifest, base: string): PageAssets {
  const url = (file: string) => `${base}${file}`;
  const [entry = '', ...alongside] = initialScripts(client, CLIENT_ENTRY).map(url);
  return {
    entry,
    alongside,
    stylesheets: initialStylesheets(server, SERVER_ENTRY).map(url),
    fonts: fonts(server, SERVER_ENTRY).map(url),
  };
}

/** The scripts a chunk's code needs: its own and its static imports', and the workers it starts. */
const scriptsOf = (manifest: Manifest, key: string): string[] => [
  ...new Set(staticGraph(manifest, key).flatMap((c) => [c.file, ...(c.assets ?? []).filter((a) => a.endsWith('.js'))])),
];

/**
 * Every script the page fetches on load, before the visitor scrolls or touches anything: the entry
 * and its static chunks, then the background's start and its worker (requested once the browser is idle).
 */
export const onLoadScripts = (manifest: Manifest): string[] => [
  ...new Set([...initialScripts(manifest, CLIENT_ENTRY), ...scriptsOf(manifest, BACKGROUND_ENTRY)]),
];

/** What the contact form brings as it comes near: the scripts the page did not have yet, and its styles. */
export function contactFiles(manifest: Manifest): { readonly js: string[]; readonly css: string[] } {
  const loaded = new Set(onLoadScripts(manifest));
  return {
    js: scriptsOf(manifest, CONTACT_ENTRY).filter((file) => !loaded.has(file)),
    css: initialStylesheets(manifest, CONTACT_ENTRY),
  };
}

/**
 * The files the browser fetches for the page, read from a build's output folder: the scripts it
 * fetches on load, and the stylesheet that blocks rendering. What loads as the visitor nears the
 * form, and the whole stylesheet that follows the first render, are left out.
 */
export const initialFiles = (outDir: string): { readonly js: string[]; readonly css: string[] } => ({
  js: onLoadScripts(readManifest(outDir)),
  css: [...readPageStylesheets(outDir).blocking],
});
