import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const NAME = 'portfolio:content-folders';

interface ContentFoldersApi {
  /** The folders `@/content/<name>` is read from, the first that has the module winning. */
  readonly folders: readonly string[];
}

/**
 * Where `@/content/<name>` comes from: the content folder (src/content/, or a test content folder).
 * A test content folder holds the files it replaces: a module it does not have (the text of a section
 * the owner added) comes from src/content/, so adding a section does not mean adding it to every folder.
 */
export function contentFolders({ contentDir, ownerContent }: { contentDir: string; ownerContent: string }): Plugin {
  const api: ContentFoldersApi = { folders: [...new Set([contentDir, ownerContent])] };
  return {
    name: NAME,
    enforce: 'pre',
    api,
    // After the alias: `@/content/x` arrives as the content folder's path.
    resolveId(source, importer, options) {
      if (contentDir === ownerContent || !source.startsWith(`${contentDir}${path.sep}`)) return null;
      const module = source.slice(contentDir.length + 1);
      const file = module.replace(/[?#].*$/, '');
      if (['', '.ts', '.tsx'].some((extension) => existsSync(path.join(contentDir, file + extension)))) return null;
      return this.resolve(path.join(ownerContent, module), importer, { ...options, skipSelf: true });
    },
  };
}

/** The content folders of a resolved config, as its plugin reads them. */
export function readContentFolders(config: ResolvedConfig): readonly string[] {
  const plugin = config.plugins.find((candidate) => candidate.name === NAME);
  const api = plugin?.api as ContentFoldersApi | undefined;
  if (!api) throw new Error(`The Vite config has no ${NAME} plugin: the content check cannot find the content.`);
  return api.folders;
}
