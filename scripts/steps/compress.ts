// Precompressed copies of the text files (`x.js.gz` beside `x.js`) for servers that send them as they
// are (nginx's gzip_static): visitors get the smallest gzip without the server compressing each
// request. The size budget measures with the same function, so its figures are the bytes sent.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The one gzip of the project: the files the build writes and the size budget's figures. */
export const gzip = (data: Uint8Array): Buffer => gzipSync(data, { level: 9 });

/** Text formats; images, fonts and the PDF are compressed already. */
const TEXT = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;

/**
 * Writes `<file>.gz` beside every text file of `dir` that gzip makes smaller, and returns their
 * paths relative to `dir`. Folders whose name starts with a dot (Vite's manifests) are left out.
 */
export async function precompress(dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (!entry.isFile() || !TEXT.test(entry.name) || file.split(path.sep).some((part) => part.startsWith('.'))) {
      continue;
    }
    const data = await readFile(path.join(dir, file));
    const compressed = gzip(data);
    if (compressed.length >= data.length) continue;
    await writeFile(path.join(dir, `${file}.gz`), compressed);
    written.push(`${file}.gz`);
  }
  return written.sort();
}
