import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { build } from 'vite';
import { drawnSlot, largestSize, SLOTS, widthsFor } from '../../src/app/prerender/imageSlots.ts';
import type { ContentImage, ImageFor } from '../../src/content/types.ts';
import { contentImages, decide } from './contentImages.ts';

let dir = '';
const file = (name: string) => path.join(dir, name);
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#36c' } });

// An iPhone photo's first bytes: an ISO media file of brand "heic" (sharp reads no further).
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-images-'));
  await solid(640, 480).jpeg().toFile(file('photo.jpg'));
  await solid(1920, 1080).png().toFile(file('shot.png'));
  await solid(800, 450).png().toFile(file('small.png'));
  await solid(600, 400).webp().toFile(file('shot.webp'));
  await solid(600, 400).avif().toFile(file('shot.avif'));
  // Stored landscape, shown portrait: the phone's EXIF orientation 6 (rotate 90°).
  await solid(640, 480).withMetadata({ orientation: 6 }).jpeg().toFile(file('rotated.jpg'));
  await solid(64, 64).gif().toFile(file('anim.gif'));
  await solid(64, 64).tiff().toFile(file('scan.tiff'));
  await writeFile(file('me.heic'), HEIC);
  await writeFile(file('renamed.jpg'), HEIC);
  await writeFile(file('notes.png'), 'not an image');
  const jpeg = await solid(640, 480).jpeg().toBuffer();
  await writeFile(file('cut.jpg'), jpeg.subarray(0, jpeg.length / 2));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const decision = (name: string, slot: keyof typeof SLOTS) => decide(file(name), SLOTS[slot], dir);
const problemOf = async (name: string) => {
  const result = await decision(name, 'card');
  return 'problem' in result ? result.problem : '';
};

describe('what the build makes of an imported image', () => {
  it('a photo for the portrait: a square crop at 1×, 1.4× and 2× in AVIF, WebP and JPEG', async () => {
    expect(await decision('photo.jpg', 'portrait')).toEqual({
      file: { path: 'photo.jpg', width: 640, height: 480 },
      formats: ['avif', 'webp', 'jpeg'],
      widths: widthsFor(SLOTS.portrait, { width: 640, height: 480 }),
      aspect: 1,
    });
  });

  it('a full-HD screenshot for a card: every width the card needs, uncropped, in AVIF, WebP and PNG', async () => {
    expect(await decision('shot.png', 'card')).toEqual({
      file: { path: 'shot.png', width: 1920, height: 1080 },
      formats: ['avif', 'webp', 'png'],
      // Drawn at least 267 px wide (150 px high at 16:9): nothing narrower is made.
      widths: widthsFor(drawnSlot(SLOTS.card, 1920 / 1080), { width: 1920, height: 1080 }),
    });
    const shot = await decision('shot.png', 'card');
    expect(Math.min(...('widths' in shot ? shot.widths : [0]))).toBeGreaterThanOrEqual((SLOTS.card.height * 16) / 9);
  });

  it('WebP and AVIF files keep their own format as the fallback', async () => {
    expect(await decision('shot.webp', 'card')).toMatchObject({ formats: ['avif', 'webp'] });
    expect(await decision('shot.avif', 'card')).toMatchObject({ formats: ['webp', 'avif'] });
  });

  it('reads the size as the photo is shown, after its EXIF orientation', async () => {
    expect(await decision('rotated.jpg', 'card')).toMatchObject({ file: { width: 480, height: 640 } });
  });

  it('warns, and makes no width above the file, when the file is smaller than its place at 2×', async () => {
    const small = await decision('small.png', 'card');
    expect(small).toMatchObject({ widths: widthsFor(drawnSlot(SLOTS.card, 800 / 450), { width: 800, height: 450 }) });
    expect('widths' in small && small.widths.at(-1)).toBe(800);
    // Twice the largest the card shows it, as the layout says.
    const shown = largestSize(drawnSlot(SLOTS.card, 800 / 450));
    expect('warning' in small && small.warning).toBe(
      `small.png is 800 × 450 px; its place on the page needs ${2 * shown.width} × ${2 * shown.height} px to look sharp on high-density screens. Use a larger image if you have one.`,
    );
  });

  it('explains, without throwing, every file it cannot make, with the fix', async () => {
    expect(await problemOf('gone.png')).toBe(
      'gone.png does not exist. Put the image there, or correct the file name in the import (upper and lower case count).',
    );
    expect(await problemOf('me.heic')).toBe(
      "me.heic is an HEIC/HEIF photo (the iPhone's format), which browsers cannot show. Convert it to JPEG (on a Mac: sips -s format jpeg me.heic --out me.jpg; or export it as JPEG from your photo app) and import the .jpg.",
    );
    expect(await problemOf('renamed.jpg')).toMatch(/^renamed\.jpg is an HEIC\/HEIF photo/);
    expect(await problemOf('scan.tiff')).toBe(
      'scan.tiff is a TIFF image, which browsers cannot show. Save it as JPEG (a photo) or PNG (a screenshot) and import that file.',
    );
    expect(await problemOf('anim.gif')).toMatch(/^anim\.gif is a GIF: .* Save it as PNG/);
    expect(await problemOf('notes.png')).toMatch(/^notes\.png cannot be read as an image \(.+\)\. .*export it again/);
    expect(await problemOf('cut.jpg')).toMatch(/^cut\.jpg cannot be read as an image \(.+\)/);
  });
});

describe('the plugin in a build', () => {
  const buildContent = async (ssr: boolean) => {
    const outDir = file(ssr ? 'out-ssr' : 'out-browser');
    // The place is the import's, not the file's: any file, at any depth, in any order.
    await writeFile(
      file('about.ts'),
      "import photo from './photo.jpg?portrait';\nimport gone from './gone.png?portrait';\n" +
        "import heic from './me.heic?portrait';\nimport unplaced from './photo.jpg';\n" +
        'export default { photo, gone, heic, unplaced };\n',
    );
    await mkdir(file('work'), { recursive: true });
    await writeFile(
      file('work/cards.ts'),
      "import small from '../small.png?card';\nimport url from '../small.png?url';\nexport default { small, url };\n",
    );
    await writeFile(
      file('entry.ts'),
      "import profile from './about';\nimport projects from './work/cards';\nexport default { profile, projects };\n",
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: contentImages({ contentDir: dir }),
      build: {
        outDir,
        emptyOutDir: true,
        ...(ssr ? { ssr: 'entry.ts' } : { lib: { entry: 'entry.ts', formats: ['es'], fileName: 'entry' } }),
      },
    });
    const { default: content } = (await import(pathToFileURL(path.join(outDir, 'entry.mjs')).href)) as {
      default: { profile: Record<string, ContentImage>; projects: { small: ContentImage; url: string } };
    };
    return content;
  };

  it('makes an import for the place it names, and turns a problem into a ContentImage with it', async () => {
    const { profile, projects } = await buildContent(true);
    const widths = widthsFor(SLOTS.portrait, { width: 640, height: 480 });
    expect(profile.photo).toMatchObject({
      width: widths.at(-1),
      height: widths.at(-1),
      file: { path: 'photo.jpg', width: 640, height: 480 },
      place: 'portrait',
    });
    expect(projects.small.place).toBe('card');
    expect(profile.photo?.src).toMatch(/^\/assets\/photo-.+\.jpeg$/);
    expect(profile.photo?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(profile.photo?.sources[0]?.srcset).toMatch(
      new RegExp(`^${widths.map((width) => `/assets/photo-\\S+\\.avif ${width}w`).join(', ')}$`),
    );
    expect(profile.photo?.problem).toBeUndefined();
    expect(profile.gone?.problem).toMatch(/^gone\.png does not exist/);
    expect(profile.heic?.problem).toMatch(/^me\.heic is an HEIC\/HEIF photo/);
    expect(projects.small.warning).toMatch(/^small\.png is 800 × 450 px/);
    expect(projects.small.width).toBe(800);
    expect(profile.unplaced?.problem).toBe(
      "about.ts imports ./photo.jpg without saying where it goes on the page: write './photo.jpg?portrait' for your photo or './photo.jpg?card' for a project's image.",
    );
    // With another query, an import stays a URL.
    expect(projects.url).toMatch(/^\/assets\/small-.+\.png$/);
  });

  it("the browser's bundle gets a stand-in without image data, which says so if shown", async () => {
    const { profile } = await buildContent(false);
    expect(profile.photo).toEqual({
      src: '',
      width: 0,
      height: 0,
      sources: [],
      file: { path: 'photo.jpg', width: 0, height: 0 },
      problem: 'photo.jpg is made for the prerendered page only: a hydrated part of the page cannot show it.',
      place: 'portrait',
    });
  });
});

describe('the types of a placed import', () => {
  // Checked by the type check (npm run typecheck): each line below must be refused, or it fails.
  it('refuse an image made for one place where the other goes', () => {
    const made = { src: '/a.jpeg', width: 1, height: 1, sources: [], file: { path: 'a.jpg', width: 1, height: 1 } };
    const card = { ...made, place: 'card' } as const;
    const portrait = { ...made, place: 'portrait' } as const;
    // @ts-expect-error: an image made for a card is not a portrait.
    const photo: ImageFor<'portrait'> = card;
    // @ts-expect-error: a portrait is not made for a card.
    const image: ImageFor<'card'> = portrait;
    const fits: [ImageFor<'portrait'>, ImageFor<'card'>, ImageFor<'card'>] = [portrait, card, '/logo.svg'];
    expect([photo, image, ...fits]).toHaveLength(5);
  });
});
