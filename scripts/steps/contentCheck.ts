// The content as the page gets it, loaded through Vite (with every plugin, so images come as the
// image pipeline makes them), and its files read, for the check of content/problems.ts. The build and
// the dev server both check the content here.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createServer, loadEnv, type Plugin, type ViteDevServer } from 'vite';
import { readContentFolders } from '../plugins/contentFolders.ts';
import type { ContactKeys, Content, Image, Profile, Project, Site, TextOverrides } from '../../src/content/types.ts';
import type { Environment, Files } from './content/inputs.ts';
import * as schema from '../../src/content/schema.ts';
import { contentProblems } from './content/problems.ts';
import { problemReport, type Problem } from './content/report.ts';
import { sectionNameProblems, shapeProblems } from './content/shape.ts';
import { TEMPLATE_MODULES } from './content/words.ts';
import { undrawable } from './shareImage.ts';

/** The demo's folder: its identity (identity.ts) and its placeholder files. */
export const DEMO_DIR = 'src/demo';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

function hashFile(file: string): string | undefined {
  try {
    return sha256(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** A Vite server of the project's own config that loads modules and does not listen. */
export const contentServer = (mode: string) =>
  createServer({
    mode,
    // What goes wrong with the content is reported as its problems, each naming the file and the fix.
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [noPackageBundles],
  });

/**
 * The check loads modules in Node and serves no browser, so it bundles no packages for one, which
 * @vitejs/plugin-react asks for (React's). Vite writes those where `npm start` keeps its own, and a
 * server of another config empties that folder: the page `npm start` had served then got 504 for
 * every package it had not loaded yet, reload after reload.
 */
const noPackageBundles: Plugin = {
  name: 'portfolio:no-package-bundles',
  enforce: 'post',
  configEnvironment(_, options) {
    if (options.optimizeDeps) options.optimizeDeps.include = [];
  },
};

/**
 * The content of a folder of content files (src/content/, or one of the tests'), as the page gets it:
 * what the checks of an owner's site read their expectations from.
 */
export async function readContent(contentDir: string): Promise<Content> {
  // The project's config reads the folder from CONTENT_DIR when the server loads it.
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = contentDir;
  const server = await contentServer('e2e').finally(() => {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  });
  try {
    const loaded = await loadContent(server, contentFiles(server));
    if ('problems' in loaded) throw new Error(loaded.problems.map((problem) => problem.message).join('\n'));
    return loaded.content;
  } finally {
    await server.close();
  }
}

/** The sections an owner added, each the file of its name (schema.ts, `sections`). */
const SECTION_FILES = Object.keys(schema.sections.shape);

/** The files the page's code reads, each by its name (`@/content/<name>`); a new file is checked too. */
const REQUIRED_FILES = [...TEMPLATE_MODULES, ...SECTION_FILES];

const isContentModule = (name: string) =>
  /\.tsx?$/.test(name) && !/(^types\.ts|^schema\.ts|\.d\.ts|\.test\.tsx?)$/.test(name);

/**
 * Every module of the content folders, by name: the files the page reads and any other an owner adds
 * (a new section's text), so that each is loaded and checked without being listed here.
 */
function contentFiles(server: ViteDevServer): string[] {
  const modules = readContentFolders(server.config).flatMap((folder) =>
    existsSync(folder)
      ? readdirSync(folder, { withFileTypes: true })
          .filter((entry) => entry.isFile() && isContentModule(entry.name))
          .map((entry) => entry.name.replace(/\.tsx?$/, ''))
      : [],
  );
  return [...new Set<string>([...REQUIRED_FILES, ...modules.sort()])];
}

/** Why a content file could not be loaded, as a problem that names the file and the fix. */
function loadProblem(name: string, error: unknown): Problem {
  const whole = stripVTControlCharacters(error instanceof Error ? error.message : String(error));
  const reason = whole.split('\n')[0] ?? '';
  const missing = /ENOENT: no such file or directory, \w+ '([^']+)'/.exec(reason);
  // The parser's own words and place, below the bundler's heading (the code frame is left out).
  const syntax = /\[PARSE_ERROR\]\s*(.+)[\s\S]*?:(\d+):(\d+)/.exec(whole);
  let text: string;
  if (SECTION_FILES.includes(name) && reason.startsWith(`Failed to load url @/content/${name} `))
    text = `is not there, and src/content/schema.ts has a section ${name} in its sections. Add the file, exporting ${name}, or remove the section from sections.`;
  else if (missing)
    text = `imports ${missing[1]}, which does not exist. Put the file there, or correct the file name in the import (upper and lower case count).`;
  else if (syntax)
    text = `cannot be read at line ${syntax[2]}, column ${syntax[3]}: ${syntax[1]?.trim()}. Correct it there: most often a missing comma or bracket, or a ' inside a text in '…' (write 'I\\'m' or "I'm").`;
  else text = `cannot be loaded (${reason}). Correct the file: its shape is in src/content/schema.ts.`;
  return { severity: 'error', demo: false, message: `src/content/${name}.ts: ${text}` };
}

/** The content's modules, imported as the page imports them, or why they cannot be. */
async function loadContent(
  server: ViteDevServer,
  names: readonly string[],
): Promise<{ content: Content; sections: Record<string, unknown> } | { problems: Problem[] }> {
  const loaded = await Promise.allSettled(
    names.map((name) => server.ssrLoadModule(`@/content/${name}`) as Promise<Record<string, unknown>>),
  );
  const problems = loaded.flatMap((result, i) =>
    result.status === 'rejected' ? [loadProblem(names[i] ?? '', result.reason)] : [],
  );
  if (problems.length > 0) return { problems };
  const modules = new Map(names.map((name, i) => [name, loaded[i]?.status === 'fulfilled' ? loaded[i].value : {}]));
  return {
    content: {
      profile: modules.get('profile')?.profile as Profile,
      projects: modules.get('projects')?.projects as readonly Project[],
      site: modules.get('site')?.site as Site,
      contactKeys: modules.get('contact')?.contactKeys as ContactKeys,
      texts: modules.get('texts')?.texts as TextOverrides | undefined,
    },
    // Checked against their shape before the page reads them.
    sections: Object.fromEntries(SECTION_FILES.map((name) => [name, modules.get(name)?.[name]])),
  };
}

/** The modules a file imports, as written (the loader drops an import whose value is not used). */
const IMPORT = /\bimport\s+(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g;

/** The demo's placeholder files each content file imports, used or not: the build publishes each. */
async function demoImports(server: ViteDevServer, names: readonly string[]): Promise<Files['demoImports']> {
  const environment = server.environments.ssr;
  const demoDir = path.resolve(server.config.root, DEMO_DIR) + path.sep;
  const imports: { file: string; demo: string }[] = [];
  for (const name of names) {
    const importer = (await environment.pluginContainer.resolveId(`@/content/${name}`))?.id;
    if (!importer) continue;
    for (const [, source = ''] of readFileSync(importer, 'utf8').matchAll(IMPORT)) {
      const file = (await environment.pluginContainer.resolveId(source, importer))?.id.replace(/[?#].*$/, '');
      if (file?.startsWith(demoDir) && !file.endsWith('.ts'))
        imports.push({ file: `src/content/${name}.ts`, demo: `${DEMO_DIR}/${path.basename(file)}` });
    }
  }
  return imports;
}

/**
 * What a file of the content holds: the file an image was made from, the file behind a URL of the
 * dev server, or a data: URL itself (Vite inlines a small file the same way whatever its name).
 */
export function fingerprinter(root: string, base: string): Files['fingerprint'] {
  return (value: Image) => {
    if (typeof value !== 'string') return hashFile(path.resolve(root, value.file.path));
    if (value.startsWith('data:')) return sha256(value);
    if (!value.startsWith(base)) return undefined;
    const served = decodeURIComponent(value.slice(base.length).replace(/[?#].*$/, ''));
    return hashFile(served.startsWith('@fs/') ? served.slice('@fs'.length) : path.resolve(root, served));
  };
}

/** The demo's placeholder files, by their bytes and by what Vite makes of a plain import of each. */
async function demoFiles(server: ViteDevServer, fingerprint: Files['fingerprint']): Promise<Files['demo']> {
  const demo = new Map<string, string>();
  const names = readdirSync(path.resolve(server.config.root, DEMO_DIR)).filter((name) => !name.endsWith('.ts'));
  for (const name of names) {
    const file = `${DEMO_DIR}/${name}`;
    const bytes = hashFile(path.resolve(server.config.root, file));
    if (bytes) demo.set(bytes, file);
    const imported = (await server.ssrLoadModule(`/${file}`)) as { default: Image };
    const print = fingerprint(imported.default);
    if (print) demo.set(print, file);
  }
  return demo;
}

/** Every problem of the content the server loads, for where it is going. */
export async function checkContent(server: ViteDevServer, environment: Environment): Promise<Problem[]> {
  const misnamed = sectionNameProblems(SECTION_FILES);
  if (misnamed.length > 0) return misnamed;
  const fingerprint = fingerprinter(server.config.root, server.config.base);
  const names = contentFiles(server);
  const [loaded, demo] = await Promise.all([loadContent(server, names), demoFiles(server, fingerprint)]);
  if ('problems' in loaded) return loaded.problems;
  // A value of another shape is told first, on its own, the sections' with the rest: the checks below
  // read the content as typed.
  const shapes = [...shapeProblems(loaded.content), ...shapeProblems(loaded.sections, schema.sections)];
  if (shapes.length > 0) return shapes;
  const { profile, site } = loaded.content;
  return contentProblems(loaded.content, environment, {
    fingerprint,
    demo,
    demoImports: await demoImports(server, names),
    // As the share image step: a card is drawn unless the owner gives a file.
    ...(!site.shareImage && {
      undrawable: { name: await undrawable(profile.name), role: await undrawable(profile.role) },
    }),
  });
}

/**
 * The build's check, as the build prints it: the content loaded by a Vite server of its own (the
 * build's mode and variables, not listening), before anything is bundled. Call it with NODE_ENV set, or the server
 * sets it to development for the rest of the process.
 */
export async function checkContentForBuild(
  mode: string,
  variables: Pick<Environment, 'siteUrl' | 'allowDemoContent'>,
): Promise<ReturnType<typeof problemReport>> {
  const server = await contentServer(mode);
  try {
    const contactEnv = loadEnv(mode, server.config.envDir || server.config.root, 'VITE_');
    return problemReport(await checkContent(server, { ...variables, command: 'build', mode, contactEnv }), {
      command: 'build',
    });
  } finally {
    await server.close();
  }
}
