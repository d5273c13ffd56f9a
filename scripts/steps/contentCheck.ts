// The content as the page gets it, loaded through Vite (with every plugin, so images come as the
// image pipeline makes them), and its files read, for the check of contentProblems.ts. The build and
// the dev server both check the content here.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, loadEnv, type ViteDevServer } from 'vite';
import type { ContactKeys, Image, Profile, Project, Site } from '../../src/content/types.ts';
import {
  contentProblems,
  problemReport,
  type Content,
  type Environment,
  type Files,
  type Problem,
} from './contentProblems.ts';

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

/** The content's modules, imported as the page imports them. */
async function loadContent(server: ViteDevServer): Promise<Content> {
  const load = (id: string) => server.ssrLoadModule(id) as Promise<Record<string, unknown>>;
  const [profile, projects, site, contact] = await Promise.all([
    load('@/content/profile'),
    load('@/content/projects'),
    load('@/content/site'),
    load('@/content/contact'),
  ]);
  return {
    profile: profile.profile as Profile,
    projects: projects.projects as readonly Project[],
    site: site.site as Site,
    contactKeys: contact.contactKeys as ContactKeys,
  };
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
  const fingerprint = fingerprinter(server.config.root, server.config.base);
  const [content, demo] = await Promise.all([loadContent(server), demoFiles(server, fingerprint)]);
  return contentProblems(content, environment, { fingerprint, demo });
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
  const server = await createServer({
    mode,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const contactEnv = loadEnv(mode, server.config.envDir || server.config.root, 'VITE_');
    return problemReport(await checkContent(server, { ...variables, command: 'build', mode, contactEnv }), {
      command: 'build',
    });
  } finally {
    await server.close();
  }
}
