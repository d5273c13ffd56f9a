import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { Plugin, PluginOption } from 'vite';
import { imagetools, resolveConfigs } from 'vite-imagetools';
import {
  drawnSlot,
  SLOTS,
  largestSize,
  widthsFor,
  type Slot,
  type SlotName,
} from '../../src/app/prerender/imageSlots.ts';
import type { ContentImage } from '../../src/content/types.ts';

const isSlot = (name: string): name is SlotName => Object.hasOwn(SLOTS, name);

/** Whether `file` is in the content folder, at any depth. */
const inside = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** What owners may import: what the build makes into page images, and what it can only explain. */
const IMAGE_FILE = /\.(jpe?g|png|webp|avif|gif|heic|heif|tiff?)$/i;

/** Where the made images are kept between builds: an unchanged image is not made again. */
const IMAGE_CACHE_DIR = 'node_modules/.cache/imagetools';

/** Marks the imports this plugin hands to imagetools, the only ones imagetools transforms. */
const MARKER = 'content-image';
const ID_PREFIX = `\0${MARKER}:`;

// sharp's AVIF effort 4 (its default) takes about 4 times as long as 3 for files within 1 % of the size.
const AVIF_EFFORT = '3';

type FileInfo = ContentImage['file'];

/** What the build does with an imported file: make it for its slot, or explain why it cannot. */
export type Decision =
  | { readonly problem: string; readonly file: FileInfo }
  | {
      readonly file: FileInfo;
      /** sharp's names, the original's last: the `<img>` fallback. */
      readonly formats: readonly string[];
      readonly widths: readonly number[];
      readonly aspect?: number;
      readonly warning?: string;
    };

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

/** An iPhone photo: an HEIF container of HEVC, which sharp reads the header of but cannot decode. */
async function isHeic(file: string, metadata: Metadata | undefined): Promise<boolean> {
  if (metadata) return metadata.format === 'heif' && metadata.compression === 'hevc';
  const head = (await readFile(file)).subarray(4, 12).toString('latin1');
  return head.startsWith('ftyp') && HEIC_BRANDS.has(head.slice(4));
}

function problemOf(relative: string, kind: 'missing' | 'heic' | 'tiff' | 'gif' | 'other' | 'unreadable', detail = '') {
  const name = path.basename(relative);
  const stem = name.replace(/\.[^.]*$/, '');
  switch (kind) {
    case 'missing':
      return `${relative} does not exist. Put the image there, or correct the file name in the import (upper and lower case count).`;
    case 'heic':
      return `${relative} is an HEIC/HEIF photo (the iPhone's format), which browsers cannot show. Convert it to JPEG (on a Mac: sips -s format jpeg ${name} --out ${stem}.jpg; or export it as JPEG from your photo app) and import the .jpg.`;
    case 'tiff':
      return `${relative} is a TIFF image, which browsers cannot show. Save it as JPEG (a photo) or PNG (a screenshot) and import that file.`;
    case 'gif':
      return `${relative} is a GIF: the page shows still images only, and a GIF has 256 colours at most. Save it as PNG (or JPEG for a photo) and import that file.`;
    case 'other':
      return `${relative} is a ${detail} file, not a JPEG, PNG, WebP or AVIF image. Save it in one of those formats and import that file.`;
    case 'unreadable':
      return `${relative} cannot be read as an image (${detail}). The file may be damaged or cut short: export it again as JPEG or PNG.`;
  }
}

const MADE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Looks at an image file and decides what to make of it for its slot; never throws for a bad file. */
export async function decide(file: string, slot: Slot, root: string): Promise<Decision> {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const unknown = { path: relative, width: 0, height: 0 };
  const extension = path.extname(file).toLowerCase();
  let metadata: Metadata | undefined;
  try {
    metadata = await sharp(file).metadata();
  } catch (error) {
    // Asked of the file system, not read from sharp's message, whose wording is not a contract.
    const missing = await stat(file).then(
      (found) => !found.isFile(),
      () => true,
    );
    if (missing) return { problem: problemOf(relative, 'missing'), file: unknown };
    if (['.heic', '.heif'].includes(extension) || (await isHeic(file, undefined)))
      return { problem: problemOf(relative, 'heic'), file: unknown };
    return { problem: problemOf(relative, 'unreadable', reason(error)), file: unknown };
  }
  const width = metadata.autoOrient.width;
  const height = metadata.autoOrient.height;
  const info = { path: relative, width, height };
  if (await isHeic(file, metadata)) return { problem: problemOf(relative, 'heic'), file: info };
  if (metadata.format === 'tiff') return { problem: problemOf(relative, 'tiff'), file: info };
  if (metadata.format === 'gif') return { problem: problemOf(relative, 'gif'), file: info };
  if (!MADE_FORMATS.has(metadata.format)) return { problem: problemOf(relative, 'other', metadata.format), file: info };
  try {
    // The header can be fine and the data cut short: decode it (small, so JPEGs shrink while loading).
    await sharp(file).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    return { problem: problemOf(relative, 'unreadable', reason(error)), file: info };
  }
  const original = metadata.format === 'heif' ? 'avif' : metadata.format;
  const formats = [...['avif', 'webp'].filter((format) => format !== original), original];
  // The widths the image is drawn at, which a wide image covering its slot makes wider than the slot.
  const drawn = drawnSlot(slot, width / height);
  const needed = largestSize(drawn);
  const wanted = { width: 2 * needed.width, height: 2 * needed.height };
  const small = width < wanted.width || height < wanted.height;
  return {
    file: info,
    formats,
    widths: widthsFor(drawn, info),
    ...(slot.aspect ? { aspect: slot.aspect } : {}),
    ...(small
      ? {
          warning: `${relative} is ${width} × ${height} px; its place on the page needs ${wanted.width} × ${wanted.height} px to look sharp on high-density screens. Use a larger image if you have one.`,
        }
      : {}),
  };
}

/** The import imagetools answers with the made files, as `<picture>` data. */
function imagetoolsImport(file: string, decision: Extract<Decision, { formats: unknown }>): string {
  const directives = new URLSearchParams({
    format: decision.formats.join(';'),
    w: decision.widths.join(';'),
    ...(decision.aspect ? { aspect: String(decision.aspect) } : {}),
    as: 'picture',
  });
  return `${file}?${directives.toString().replaceAll('%3B', ';')}&${MARKER}`;
}

const MIME: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** An image with a problem instead of a picture: the content check prints it, and the build stops. */
const problemModule = (file: FileInfo, problem: string, place?: SlotName) =>
  `export default ${JSON.stringify({ src: '', width: 0, height: 0, sources: [], file, problem, place } satisfies ContentImage)};`;

/** The module a content image import becomes: a ContentImage, from imagetools' output or with its problem. */
function imageModule(file: string, place: SlotName, decision: Decision): string {
  if ('problem' in decision) return problemModule(decision.file, decision.problem, place);
  // imagetools leaves out the fallback format's source when it made a single width of it.
  const sources = ['avif', 'webp', ...decision.formats.filter((format) => !['avif', 'webp'].includes(format))].map(
    (format) => `{ type: ${JSON.stringify(MIME[format])}, srcset: picture.sources.${format} ?? fallback }`,
  );
  return [
    `import picture from ${JSON.stringify(imagetoolsImport(file, decision))};`,
    'const fallback = `${picture.img.src} ${picture.img.w}w`;',
    'export default {',
    '  src: picture.img.src,',
    '  width: picture.img.w,',
    '  height: picture.img.h,',
    `  sources: [${sources.join(', ')}],`,
    `  file: ${JSON.stringify(decision.file)},`,
    ...(decision.warning ? [`  warning: ${JSON.stringify(decision.warning)},`] : []),
    `  place: ${JSON.stringify(place)},`,
    '};',
  ].join('\n');
}

/**
 * In the browser's bundle: the islands import the profile but never show its photo, so an image there
 * is a stand-in that carries no image data, and says so if a component ever tries to show it.
 */
const browserStandIn = (file: FileInfo, place: SlotName) =>
  problemModule(
    file,
    `${file.path} is made for the prerendered page only: a hydrated part of the page cannot show it.`,
    place,
  );

/** What an import of a raster image without its place becomes: the content check names it. */
const withoutPlace = (source: string, importer: string) =>
  `${importer} imports ${source} without saying where it goes on the page: write '${source}?portrait' for your photo or '${source}?card' for a project's image.`;

/** Marks an import that named no place: the module it loads says so. */
const NO_PLACE = 'no-place';

/**
 * Content images: `import shot from './images/shot.png?card'` anywhere in src/content/ becomes a
 * ContentImage made for the place the query names (`?portrait`, `?card`: src/app/prerender/imageSlots.ts),
 * by imagetools on sharp, in AVIF, WebP and the original format. A raster image imported with no
 * query becomes an image whose problem says to name its place; other queries (`?url`,
 * `?no-inline`) and SVGs are left to Vite.
 */
export function contentImages({ contentDir }: { readonly contentDir: string }): PluginOption[] {
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'portfolio:content-images',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer) {
      if (!importer || !inside(path.resolve(root, contentDir), importer)) return null;
      const [bare = '', query = ''] = source.split('?');
      if (!IMAGE_FILE.test(bare) || (query !== '' && !isSlot(query))) return null;
      const resolved = await this.resolve(bare, importer, { skipSelf: true });
      const file = resolved ? resolved.id.split('?')[0] : path.resolve(path.dirname(importer), bare);
      const importerName = path.relative(root, importer).split(path.sep).join('/');
      const place = query || `${NO_PLACE}:${encodeURIComponent(withoutPlace(bare, importerName))}`;
      return `${ID_PREFIX}${place}:${file}`;
    },
    async load(id, options) {
      if (!id.startsWith(ID_PREFIX)) return null;
      const [place = '', ...rest] = id.slice(ID_PREFIX.length).split(':');
      const noPlace = place === NO_PLACE;
      const file = (noPlace ? rest.slice(1) : rest).join(':');
      this.addWatchFile(file);
      const info = { path: path.relative(root, file).split(path.sep).join('/'), width: 0, height: 0 };
      if (noPlace) return problemModule(info, decodeURIComponent(rest[0] ?? ''));
      const slot = place as SlotName;
      if (!options?.ssr) return browserStandIn(info, slot);
      return imageModule(file, slot, await decide(file, SLOTS[slot], root));
    },
  };
  return [
    plugin,
    imagetools({
      include: new RegExp(`[?&]${MARKER}$`),
      cache: { dir: IMAGE_CACHE_DIR },
      resolveConfigs: (entries, outputFormats) =>
        resolveConfigs(entries, outputFormats).map((config) =>
          config.format === 'avif' ? { ...config, effort: AVIF_EFFORT } : config,
        ),
    }),
  ];
}
