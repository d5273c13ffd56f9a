// The share image: the picture shown when the page is shared. The owner's own file wins; without
// one the build draws a card from the content, so it always shows the owner's name.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createElement as h, type ReactElement } from 'react';
import satori, { type SatoriOptions } from 'satori';
import sharp from 'sharp';
import type { ShareImage } from '../../src/app/prerender/head.ts';
import type { Image } from '../../src/content/types.ts';
import type { ShareColors, ShareSource } from '../../src/app/prerender/prerenderContract.ts';
import { contentHash } from './hash.ts';
import { fallbackFonts, WEIGHTS } from './shareFonts.ts';

/** The size sharing cards show (Open Graph's large image), and the most it may weigh. */
export const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 150 * 1024 } as const;

export interface ShareCard {
  readonly name: string;
  readonly role: string;
  /** The photo's file, in any format sharp reads (SVG too); without it the text takes the width. */
  readonly photo?: Uint8Array;
  readonly colors: ShareColors;
  /** The direction the page's language is written in: right to left, the card is mirrored. */
  readonly direction?: 'ltr' | 'rtl';
}

const PADDING = 80;
const PHOTO = 340;
const RING = 6;
const GAP = 60;

const require = createRequire(import.meta.url);
// Oswald as the page sets it, from the static build of the font: satori reads WOFF but not the
// page's variable WOFF2. Every subset, so that any Latin, Cyrillic or Vietnamese name is drawn in
// it; other letters fall back on the Noto families (shareFonts.ts).
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'];
// satori looks for a missing glyph in the next family of the list, not in fonts of the same name.
const fontName = (subset: string) => `Oswald ${subset}`;
const FONT_FAMILY = SUBSETS.map(fontName).join(', ');
const readOswald = () =>
  Promise.all(
    WEIGHTS.flatMap((weight) =>
      SUBSETS.map(async (subset) => ({
        name: fontName(subset),
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(`@fontsource/oswald/files/oswald-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
// satori keeps the fallback fonts it was given on the loader of the fonts' bytes, for every later
// drawing with them. The check of the letters reads the bytes once more, so that the card loads its
// fallbacks itself rather than finding those the check left.
let fonts: Promise<SatoriOptions['fonts']> | undefined;
const loadFonts = () => (fonts ??= readOswald());
let checkFonts: Promise<SatoriOptions['fonts']> | undefined;
const loadCheckFonts = () => (checkFonts ??= readOswald());

// Oswald is narrow: an average letter is about 0.45 of the font size wide in the name's weight,
// 0.37 in the role's. Lines break between words, so a line is taken as 80 % full.
const NAME_EM = 0.45;
const ROLE_EM = 0.37;
const LINE_FILL = 0.8;

interface Fit {
  readonly max: number;
  readonly min: number;
  readonly lines: number;
  readonly em: number;
}

/** A font size at which `text` fits `width` in `lines` lines, and its longest word in one line. */
function fitSize(text: string, width: number, { max, min, lines, em }: Fit): number {
  const longestWord = Math.max(...text.split(/\s+/).map((word) => word.length));
  const size = Math.min(max, width / (em * longestWord), (lines * width * LINE_FILL) / (em * text.length));
  return Math.floor(Math.max(min, size));
}

// A few stars joined like the page's background, in the free corners (x, y on the 1200 × 630 card).
const STARS = [
  [70, 60],
  [200, 38],
  [330, 72],
  [840, 570],
  [980, 548],
  [1130, 590],
] as const;
const LINKS = [
  [0, 1],
  [1, 2],
  [3, 4],
  [4, 5],
] as const;

/** A five-pointed star of outer radius `r`, its inner radius half of it, as the background draws. */
function starPoints(x: number, y: number, r: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const angle = (i * Math.PI) / 5 - Math.PI / 2;
    const radius = i % 2 ? r / 2 : r;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

function constellation(stars: readonly string[]): ReactElement {
  const color = (i: number) => stars[i % stars.length];
  const { width, height } = SHARE_IMAGE;
  return h(
    'svg',
    { width, height, viewBox: `0 0 ${width} ${height}` },
    ...LINKS.map(([a, b]) =>
      h('line', {
        x1: STARS[a][0],
        y1: STARS[a][1],
        x2: STARS[b][0],
        y2: STARS[b][1],
        stroke: color(a),
        strokeOpacity: 0.5,
        strokeWidth: 2,
      }),
    ),
    ...STARS.map(([x, y], i) => h('polygon', { points: starPoints(x, y, 9), fill: color(i) })),
  );
}

function card({ name, role, colors, direction }: ShareCard, photo: string | undefined): ReactElement {
  // Right to left, the text starts on the right and the photo sits on the left, as the page does.
  const rtl = direction === 'rtl';
  const width = SHARE_IMAGE.width - 2 * PADDING - (photo ? PHOTO + 2 * RING + GAP : 0);
  const nameSize = fitSize(name, width, { max: 120, min: 48, lines: 2, em: NAME_EM });
  const roleSize = fitSize(role, width, { max: 44, min: 30, lines: 3, em: ROLE_EM });
  // Wraps inside a word only if it must; three lines of role at most, whatever the guess above.
  const text = { lineHeight: 1.15, wordBreak: 'break-word' } as const;
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: rtl ? 'row-reverse' : 'row',
        alignItems: 'center',
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        padding: PADDING,
        boxSizing: 'border-box',
        backgroundColor: colors.page,
        color: colors.text,
        fontFamily: FONT_FAMILY,
      },
    },
    h('div', { style: { display: 'flex', position: 'absolute', left: 0, top: 0 } }, constellation(colors.stars)),
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          alignItems: rtl ? 'flex-end' : 'flex-start',
          textAlign: rtl ? 'right' : 'left',
          flex: 1,
          minWidth: 0,
        },
      },
      h('div', { style: { ...text, fontSize: nameSize, fontWeight: 600 } }, name),
      h(
        'div',
        {
          style: {
            ...text,
            marginTop: 20,
            fontSize: roleSize,
            fontWeight: 400,
            color: colors.dimmed,
            lineClamp: 3,
          },
        },
        role,
      ),
    ),
    photo &&
      h(
        'div',
        {
          style: {
            display: 'flex',
            [rtl ? 'marginRight' : 'marginLeft']: GAP,
            padding: RING,
            borderRadius: '50%',
            backgroundImage: `linear-gradient(135deg, ${colors.stars.join(', ')})`,
          },
        },
        h('img', { src: photo, width: PHOTO, height: PHOTO, style: { borderRadius: '50%' } }),
      ),
  );
}

/** The photo cover-cropped to the square it is drawn in, as a PNG data URL. */
async function photoDataUrl(photo: Uint8Array): Promise<string> {
  // An SVG is drawn at the density that makes its shorter side the square's (raster files ignore it).
  const { width = PHOTO, height = PHOTO } = await sharp(photo).metadata();
  const density = Math.max(72, (72 * PHOTO) / Math.min(width, height));
  const png = await sharp(photo, { density }).rotate().resize(PHOTO, PHOTO, { fit: 'cover' }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Characters drawn as nothing or as a space: invisible format marks (a soft hyphen, a zero-width space) and spaces. */
const INVISIBLE = /^[\p{Cf}\p{Zs}]+$/u;

/**
 * The characters of `text`, as a reader sees them (a letter with its accents, an emoji with its
 * joiners), that neither the card's font nor its fallbacks have a glyph for: emoji, scripts no Noto
 * family here holds… Drawn, each would be a box. satori finds them as it lays the text out, code
 * point by code point, and asks for a font to draw them with: a first pass loads the fallbacks, a
 * second sees what is still missing. The text is taken composed (NFC), as the card draws it: a
 * letter written as its base and a separate accent is drawn as the one letter.
 */
export async function undrawable(text: string): Promise<string[]> {
  const composed = text.normalize('NFC');
  const missing = new Set<string>();
  const fonts = await loadCheckFonts();
  const layOut = (loadAdditionalAsset: SatoriOptions['loadAdditionalAsset']) =>
    satori(h('div', { style: { display: 'flex', fontFamily: FONT_FAMILY } }, composed), {
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      fonts,
      loadAdditionalAsset,
    });
  await layOut(fallbackFonts);
  await layOut((_code, segment) => {
    for (const codePoint of segment) if (!INVISIBLE.test(codePoint)) missing.add(codePoint);
    return Promise.resolve([]);
  });
  const characters = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(composed)].map(
    ({ segment }) => segment,
  );
  return [...new Set(characters.filter((character) => [...character].some((codePoint) => missing.has(codePoint))))];
}

/** The card as an SVG, its text as paths: what drawShareImage makes a PNG of. */
export async function shareCardSvg(input: ShareCard): Promise<string> {
  const photo = input.photo && (await photoDataUrl(input.photo));
  // Composed, as undrawable() checks it: satori picks a letter's font by its first code point.
  const text = { name: input.name.normalize('NFC'), role: input.role.normalize('NFC') };
  return satori(card({ ...input, ...text }, photo), {
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    fonts: await loadFonts(),
    loadAdditionalAsset: fallbackFonts,
  });
}

/**
 * The card drawn as a PNG of 256 colours: the flat colours and the text keep theirs, and the photo
 * costs at most about a byte a pixel, which keeps the file under its limit whatever the photo.
 */
export async function drawShareImage(input: ShareCard): Promise<Buffer> {
  const png = await sharp(Buffer.from(await shareCardSvg(input)))
    .png({ palette: true })
    .toBuffer();
  if (png.length > SHARE_IMAGE.maxBytes) {
    const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;
    throw new Error(`The share image came out at ${kb(png.length)}, over its limit of ${kb(SHARE_IMAGE.maxBytes)}`);
  }
  return png;
}

let last: { readonly key: string; readonly png: Promise<Buffer> } | undefined;

/** The card drawn, or the one drawn last if nothing changed: the dev server asks for it on every page load. */
function drawCached(input: ShareCard): Promise<Buffer> {
  const { photo, ...text } = input;
  const key = createHash('sha256')
    .update(JSON.stringify(text))
    .update(photo ?? new Uint8Array())
    .digest('hex');
  if (last?.key !== key) last = { key, png: drawShareImage(input) };
  return last.png;
}

export interface SiteFiles {
  /** The base path the site is served under, ending in "/". */
  readonly base: string;
  /** Where the build puts its assets, under the base path ("assets"). */
  readonly assetsDir: string;
  /** The bytes behind a URL of the site. */
  read(url: string): Promise<Uint8Array>;
  /** Adds a file to the site, at `file` under the base path. */
  write(file: string, data: Buffer): Promise<void>;
}

/** The photo's file, if the card can show it: a raster image the build could not read is left out. */
async function photoFile(photo: Image | undefined, read: SiteFiles['read']): Promise<Uint8Array | undefined> {
  if (!photo) return undefined;
  if (typeof photo === 'string') return read(photo);
  return photo.problem ? undefined : read(photo.src);
}

/**
 * The share image of the page: the owner's own file as it is, or the card drawn from the content and
 * written under a name that holds its hash, so that no cache ever shows an earlier one.
 */
export async function shareImage(source: ShareSource, site: SiteFiles): Promise<ShareImage> {
  if (source.own) {
    const { width = SHARE_IMAGE.width, height = SHARE_IMAGE.height } = await sharp(
      await site.read(source.own),
    ).metadata();
    return { url: source.own, width, height };
  }
  const { name, role, colors, direction } = source;
  const photo = await photoFile(source.photo, site.read);
  const png = await drawCached({ name, role, colors, photo, direction });
  const file = `${site.assetsDir}/share-${contentHash(png)}.png`;
  await site.write(file, png);
  return { url: `${site.base}${file}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
}

/** The bytes of a data: or absolute URL. */
export async function fetchBytes(url: string | URL): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not read ${String(url)}: ${response.status} ${response.statusText}`);
  return new Uint8Array(await response.arrayBuffer());
}
