import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { ContentImage } from '../../src/content/types.ts';
import type { ShareSource } from '../../src/app/prerender/prerenderContract.ts';
import { shareColors } from '../../src/app/prerender/shareColors.ts';
import { DIMMED_COLOR, PAGE_COLOR, TEXT_COLOR } from '../../src/app/config/theme.ts';
import { backgroundOptions } from '../../src/features/background/options.ts';
import { drawShareImage, shareCardSvg, shareImage, undrawable, type SiteFiles } from './shareImage.ts';

// Drawn in the page's own colours, and its stars' (the background's options), wherever they are set.
const colors = shareColors;
const ada = { name: 'Ada Lovelace', role: 'Analytical engine programmer', colors, direction: 'ltr' } as const;

/** A site in memory: the files it serves by URL, and the ones the step writes. */
function memorySite(files: Record<string, Uint8Array> = {}, base = '/') {
  const written: Record<string, Buffer> = {};
  const read: string[] = [];
  const site: SiteFiles = {
    base,
    assetsDir: 'assets',
    read: async (url) => {
      read.push(url);
      const file = files[url];
      if (!file) throw new Error(`no file at ${url}`);
      return file;
    },
    write: async (file, data) => {
      written[file] = data;
    },
  };
  return { site, written, read };
}

let photo: Promise<Buffer> | undefined;
/**
 * A photo of pure noise, the hardest to compress, at the height the card shows it (340 px): a larger
 * one would be scaled down, which smooths its noise (from 1600 × 1200 the card came out smaller).
 * Made once.
 */
const noisyPhoto = () =>
  (photo ??= sharp({
    create: {
      width: 454,
      height: 340,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer());

/** A portrait as the image pipeline gives it: `src` is the file it made for the page. */
const portrait = (image: Partial<ContentImage>): ContentImage => ({
  src: '',
  width: 320,
  height: 320,
  sources: [],
  file: { path: 'src/content/images/portrait.jpg', width: 4032, height: 3024 },
  ...image,
});

const solid = (r: number, g: number, b: number, width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** The pixels of a PNG, and where they are close to a colour. */
async function pixels(png: Uint8Array) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const channel = (x: number, y: number, c: number) => data[(y * info.width + x) * 3 + c] ?? 0;
  /** The sum of the channels' differences from another image's pixel. */
  const distance = (x: number, y: number, other: typeof channel) =>
    [0, 1, 2].reduce((sum, c) => sum + Math.abs(channel(x, y, c) - other(x, y, c)), 0);
  const near = (x: number, y: number, hex: string) =>
    [0, 1, 2].every((c) => Math.abs(channel(x, y, c) - parseInt(hex.slice(1 + 2 * c, 3 + 2 * c), 16)) <= 6);
  /**
   * The rows (top to bottom) with at least 8 pixels of the colour within the columns x0..x1: the
   * strokes of letters in that colour, not the blended edges of brighter ones.
   */
  const rowsOf = (hex: string, x0 = 0, x1 = info.width) =>
    [...Array(info.height).keys()].filter((y) => {
      let count = 0;
      for (let x = x0; x < x1 && count < 8; x++) if (near(x, y, hex)) count++;
      return count === 8;
    });
  return { info, channel, distance, near, rowsOf };
}

describe('the share image drawn from the content', () => {
  it('is a 1200 × 630 PNG of at most 150 KB, even with a photo of pure noise', async () => {
    const png = await drawShareImage({ ...ada, photo: await noisyPhoto() });
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
    expect(png.length).toBeLessThanOrEqual(150 * 1024);
  }, 60_000);

  it('draws the name in the text colour, and the role under it in the dimmed colour', async () => {
    const image = await pixels(await drawShareImage(ada));
    const name = image.rowsOf(colors.text);
    const role = image.rowsOf(colors.dimmed);
    // The name is large: its letters span many rows.
    expect(name.length).toBeGreaterThan(60);
    expect(role.length).toBeGreaterThan(20);
    expect(Math.max(...name)).toBeLessThan(Math.min(...role));
  }, 60_000);

  it('differs where the name is drawn when the name changes, and nowhere else', async () => {
    const a = await pixels(await drawShareImage(ada));
    const b = await pixels(await drawShareImage({ ...ada, name: 'Grace Hopper' }));
    // Beyond the small shifts of colour that another palette of 256 colours makes.
    const columns = [...Array(1200).keys()];
    const changedRows = new Set(
      [...Array(630).keys()].filter((y) => columns.some((x) => a.distance(x, y, b.channel) > 32)),
    );
    // The band of the name's strokes, and the row of blended edge above and below it.
    const nameRows = [...a.rowsOf(colors.text), ...b.rowsOf(colors.text)];
    const [top, bottom] = [Math.min(...nameRows) - 1, Math.max(...nameRows) + 1];
    expect(changedRows.size).toBeGreaterThan(60);
    expect([...changedRows].filter((y) => y < top || y > bottom)).toEqual([]);
  }, 60_000);

  it('is in the page’s look: its dark grey behind, and stars in the background’s two colours', async () => {
    // The page's colours and its stars', taken where the page and its background take them.
    expect(shareColors).toEqual({
      page: PAGE_COLOR,
      text: TEXT_COLOR,
      dimmed: DIMMED_COLOR,
      stars: backgroundOptions.particles.color.value,
    });
    const image = await pixels(await drawShareImage(ada));
    for (const [x, y] of [
      [5, 5],
      [1194, 5],
      [5, 624],
      [600, 600],
      [1100, 315],
    ] as const)
      expect(image.near(x, y, colors.page), `${x}, ${y}`).toBe(true);
    // Three stars' centres (x,y), top left and bottom right, each in its colour.
    const [first, second] = colors.stars;
    const stars = { '70,60': first, '200,38': second, '1130,590': second };
    for (const [centre, color] of Object.entries(stars)) {
      const [x = 0, y = 0] = centre.split(',').map(Number);
      expect(image.near(x, y, color), centre).toBe(true);
    }
  }, 60_000);

  it('draws a name written with separate accents as the same name written with composed letters', async () => {
    // The same pixels encode to the same PNG.
    const composed = await drawShareImage({ ...ada, name: 'Antonín Dvořák' });
    const decomposed = await drawShareImage({ ...ada, name: 'Antoni\u0301n Dvor\u030Ca\u0301k' });
    expect(decomposed.equals(composed)).toBe(true);
  });

  it('draws the photo round, on the right, and none without one', async () => {
    const red = '#ff0000';
    const withPhoto = await pixels(await drawShareImage({ ...ada, photo: await solid(255, 0, 0) }));
    const redRows = withPhoto.rowsOf(red);
    expect(redRows.length).toBeGreaterThan(300);
    expect(withPhoto.rowsOf(red, 0, 600)).toEqual([]);
    // Round: the middle of its rows is red, the corners of the square around it are not.
    const top = Math.min(...redRows);
    const bottom = Math.max(...redRows);
    const middle = Math.round((top + bottom) / 2);
    const redColumns = [...Array(1200).keys()].filter((x) => withPhoto.near(x, middle, red));
    const [left = 0, right = 0] = [Math.min(...redColumns), Math.max(...redColumns)];
    expect(withPhoto.near(left + 5, top + 5, red)).toBe(false);
    expect(withPhoto.near(right - 5, bottom - 5, red)).toBe(false);
    expect(right - left).toBeCloseTo(bottom - top, -1);

    const without = await pixels(await drawShareImage(ada));
    expect(without.rowsOf(red)).toEqual([]);
  }, 60_000);
});

describe('the letters the card cannot draw', () => {
  it('are none in a name or role of Latin, Cyrillic or Vietnamese letters, with their punctuation', async () => {
    for (const text of ['Zoë Ñúñez-Łódź', 'Ва́ся Пупкин', 'Nguyễn Văn Anh', 'Lead — “cloud” & teams, ½ time'])
      expect(await undrawable(text), text).toEqual([]);
  });

  it('are none in spaces and invisible marks, which are drawn as a space or as nothing', async () => {
    for (const text of ['Lead\u2009—\u2009design', 'Zoë\u200B', 'Kon\u00ADrad', '\u200EAda\u200F', 'Ada\u202FL.'])
      expect(await undrawable(text), JSON.stringify(text)).toEqual([]);
  });

  it('are none in a letter written as its base and a separate accent that composes into a letter of the font', async () => {
    expect(await undrawable('Dvor\u030Ca\u0301k')).toEqual([]);
  });

  it('are none in the scripts of the bundled fallback fonts', async () => {
    for (const text of [
      '陈美 Mei Chen',
      '佐藤 美咲 バックエンド',
      '김민준',
      'محمد العلي',
      'דנה כהן',
      'Ωmega Ἀθῆναι',
      'मुख्य अभियंता',
      'Ҷамшед',
    ])
      expect(await undrawable(text), text).toEqual([]);
  });

  it('are each letter of a script no bundled font has, and each emoji, once, as a reader sees them', async () => {
    expect(await undrawable('สมชาย Somchai ส')).toEqual(['ส', 'ม', 'ช', 'า', 'ย']);
    expect(await undrawable('Engineer 🚀')).toEqual(['🚀']);
    expect(await undrawable('ሰላም')).toEqual(['ሰ', 'ላ', 'ም']);
    expect(await undrawable('Dev 👩\u200D💻 and 👩, 🇺🇦 1\uFE0F\u20E3')).toEqual([
      '👩\u200D💻',
      '👩',
      '🇺🇦',
      '1\uFE0F\u20E3',
    ]);
  });
});

describe('the card in another script', () => {
  /**
   * The characters of `text` the card draws as the box of a missing glyph: a character no font has
   * (U+FFFF) is drawn as that box, so a character is one if the card with it alone as the name is
   * the same drawing as the card with U+FFFF, drawn right after it with the fonts it loaded. Compared
   * as the SVG the PNG is made from (the same SVG makes the same PNG), a tenth of the work of a PNG.
   */
  async function boxes(text: string): Promise<string[]> {
    const found: string[] = [];
    for (const character of new Set(text.replace(/\s/gu, ''))) {
      const drawn = await shareCardSvg({ ...ada, name: character, role: 'x' });
      const box = await shareCardSvg({ ...ada, name: '\uFFFF', role: 'x' });
      if (drawn === box) found.push(character);
    }
    return found;
  }

  it.each([
    ['a Chinese and Japanese', '陈美 佐藤', 'バックエンド・エンジニア'],
    ['an Arabic', 'محمد العلي', 'مهندس برمجيات'],
  ])(
    'is drawn for %s name and role, with no letter as a box',
    async (_, name, role) => {
      const image = await pixels(await drawShareImage({ ...ada, name, role }));
      expect(image.rowsOf(colors.text).length).toBeGreaterThan(60);
      expect(image.rowsOf(colors.dimmed).length).toBeGreaterThan(20);
      expect(await boxes(name + role)).toEqual([]);
    },
    60_000,
  );

  it('is mirrored for a language written right to left: the text on the right, the photo on the left', async () => {
    const red = '#ff0000';
    const photo = await solid(255, 0, 0);
    /** Where the pixels of each colour lie, on average, across the card's width (0 to 1). */
    const middles = async (direction: 'ltr' | 'rtl') => {
      const image = await pixels(await drawShareImage({ ...ada, name: 'محمد العلي', photo, direction }));
      const middle = (hex: string) => {
        let sum = 0;
        let count = 0;
        for (let y = 0; y < image.info.height; y += 2) {
          for (let x = 0; x < image.info.width; x += 2) {
            if (image.near(x, y, hex)) [sum, count] = [sum + x, count + 1];
          }
        }
        return count === 0 ? NaN : sum / count / image.info.width;
      };
      return { text: middle(colors.text), photo: middle(red) };
    };
    const ltr = await middles('ltr');
    const rtl = await middles('rtl');
    expect(ltr.text).toBeLessThan(0.5);
    expect(ltr.photo).toBeGreaterThan(0.5);
    expect(rtl.text).toBeGreaterThan(0.5);
    expect(rtl.photo).toBeLessThan(0.5);
  }, 60_000);

  it('draws a letter no font has as the box the check above looks for', async () => {
    expect(await boxes('ሰ\uE000')).toEqual(['ሰ', '\uE000']);
  }, 60_000);
});

describe('the share image step', () => {
  it('writes the card under the base path, with the hash of its bytes in its name', async () => {
    const { site, written } = memorySite({}, '/portfolio/');
    const image = await shareImage(ada, site);
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(image.url).toMatch(/^\/portfolio\/assets\/share-[\w-]{8}\.png$/);
    const file = image.url.slice('/portfolio/'.length);
    expect(Object.keys(written)).toEqual([file]);
    expect(await sharp(written[file]).metadata()).toMatchObject({ width: 1200, height: 630 });
  }, 60_000);

  it('gives another file name when the name changes, and the same one when nothing does', async () => {
    const first = await shareImage(ada, memorySite().site);
    const again = await shareImage({ ...ada }, memorySite().site);
    const renamed = await shareImage({ ...ada, name: 'Ada King' }, memorySite().site);
    expect(again.url).toBe(first.url);
    expect(renamed.url).not.toBe(first.url);
  }, 60_000);

  it("keeps the owner's own file, at its own size, and draws nothing", async () => {
    const own = await solid(10, 20, 30, 1600, 840);
    const { site, written, read } = memorySite({ '/assets/share-own1.png': own });
    const source: ShareSource = { ...ada, own: '/assets/share-own1.png', photo: '/assets/avatar.svg' };
    expect(await shareImage(source, site)).toEqual({ url: '/assets/share-own1.png', width: 1600, height: 840 });
    expect(written).toEqual({});
    expect(read).toEqual(['/assets/share-own1.png']);
  });

  it('reads the photo the page shows: an SVG by its URL, a raster image by the file the build made', async () => {
    const svg = await readFile('src/demo/avatar.svg');
    const svgSite = memorySite({ '/assets/avatar-1.svg': svg });
    const withSvg = await shareImage({ ...ada, photo: '/assets/avatar-1.svg' }, svgSite.site);
    expect(svgSite.read).toEqual(['/assets/avatar-1.svg']);

    const photo = portrait({ src: '/assets/portrait-320.jpg' });
    const rasterSite = memorySite({ '/assets/portrait-320.jpg': await noisyPhoto() });
    const withRaster = await shareImage({ ...ada, photo }, rasterSite.site);
    expect(rasterSite.read).toEqual(['/assets/portrait-320.jpg']);

    const without = await shareImage(ada, memorySite().site);
    expect(new Set([withSvg.url, withRaster.url, without.url]).size).toBe(3);
  }, 60_000);

  it('leaves out a photo the build could not read, rather than stopping', async () => {
    const photo = portrait({
      file: { path: 'src/content/images/portrait.heic', width: 0, height: 0 },
      problem: 'HEIC cannot be read: convert it to JPEG.',
    });
    const { site, read } = memorySite();
    const image = await shareImage({ ...ada, photo }, site);
    expect(read).toEqual([]);
    expect(image.url).toBe((await shareImage(ada, memorySite().site)).url);
  }, 60_000);
});
