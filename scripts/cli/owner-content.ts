// Writes an owner's content into a folder, as a new owner makes it: a copy of src/content/ with a
// 12-megapixel phone photo (4032 × 3024 JPEG, about 1.1 MB), full-HD PNG screenshots (1920 × 1080,
// about 0.9 MB each) and the projects that show them, with a long unbroken word or URL in a title, a
// description and a tag. The browser tests build the site from it (CONTENT_DIR, see vite.config.ts).
// The same arguments always write the same bytes, so a rebuild finds its images in the cache.
// Usage: tsx scripts/cli/owner-content.ts <folder> [--projects 12] [--screenshots 3]
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { projects: { type: 'string', default: '12' }, screenshots: { type: 'string', default: '3' } },
});
const [folder] = positionals;
if (!folder) throw new Error('Usage: owner-content.ts <folder> [--projects 12] [--screenshots 3]');
const projectCount = Number(values.projects);
const screenshotCount = Number(values.screenshots);
if (projectCount > screenshotCount && screenshotCount < 2)
  throw new Error('More projects than screenshots needs 2 or more');

/** A long unbroken word, and a URL without a place to break, as owners paste them. */
const LONG_WORD = 'Supercalifragilisticexpialidociousmicroservicesplatform';
const LONG_URL = 'https://example.com/a/very/long/path/without/any/spaces/or/hyphens/to/break/at/index.html';

/** Deterministic noise (xorshift32): the same content, byte for byte, on every run. */
function noise(seed: number) {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

/** A phone photo's size and weight: a diagonal colour gradient with sensor-like grain. */
async function photo(file: string) {
  const [width, height] = [4032, 3024];
  const random = noise(0x9e3779b9);
  const pixels = Buffer.alloc(width * height * 3);
  // From orange at the top left to dark blue at the bottom right, one channel at a time.
  const channels = [
    [208, 32],
    [128, 48],
    [64, 96],
  ].entries();
  for (const [channel, [from = 0, to = 0]] of channels) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const t = (x + y) / (width + height);
        pixels[(y * width + x) * 3 + channel] = from * (1 - t) + to * t + (random() - 0.5) * 24;
      }
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toFile(file);
}

/** A full-HD screenshot of an app: flat panels and rows of text, and a photo-like area (grain). */
async function screenshot(file: string, index: number) {
  const [width, height] = [1920, 1080];
  const hue = (index * 67) % 360;
  const rows = Array.from(
    { length: 40 },
    (_, row) =>
      `<rect x="${300 + (row % 3) * 20}" y="${120 + row * 22}" width="${200 + ((row * 97 + index * 31) % 400)}" height="10" rx="3" fill="#99a"/>`,
  ).join('');
  const page = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#f4f5f7"/><rect width="100%" height="64" fill="hsl(${hue},40%,25%)"/>` +
      `<rect y="64" width="260" height="${height - 64}" fill="hsl(${hue},20%,90%)"/>${rows}</svg>`,
  );
  const [areaWidth, areaHeight] = [740, 518];
  const random = noise(index + 1);
  const area = Buffer.alloc(areaWidth * areaHeight * 3);
  for (let i = 0; i < area.length; i++) area[i] = 128 + (random() - 0.5) * 120;
  const grain = await sharp(area, { raw: { width: areaWidth, height: areaHeight, channels: 3 } })
    .blur(1.5)
    .png()
    .toBuffer();
  await sharp(page)
    .composite([{ input: grain, left: 1100, top: 220 }])
    .png()
    .toFile(file);
}

/**
 * Which screenshot a project shows. With more projects than screenshots, the last screenshot is kept
 * for the last three projects (the grid's last row), so that a lazy image far below the fold has a
 * file no image above it shares.
 */
const screenshotOf = (index: number) => {
  if (projectCount <= screenshotCount) return index;
  return index >= projectCount - 3 ? screenshotCount - 1 : index % (screenshotCount - 1);
};

// Descriptions longer than the card's 10 lines, as owners write them: tall cards, a long page.
const story = (number: number) =>
  `Project ${number} started as a weekend idea and grew into a tool used every day. ` +
  'It collects data from several services, keeps it in one place and shows what changed since the last visit. ' +
  'The hard parts were keeping it fast with years of history, and making every screen usable on a phone. ' +
  'It is tested end to end, deployed on every merge, and documented for the next person who works on it.';

function project(index: number): string {
  const number = index + 1;
  const title =
    index === 0
      ? `['${LONG_WORD}']`
      : `['Project ', { text: '${number}', emphasis: '${index % 2 ? 'em' : 'strong'}' }]`;
  const description = index === 1 ? `See ${LONG_URL} for the whole story. ${story(number)}` : story(number);
  const tags =
    index === 2
      ? `[{ name: '${LONG_WORD}' }, { name: 'TypeScript', url: 'https://www.typescriptlang.org/' }]`
      : `[{ name: 'React', url: 'https://react.dev/' }, { name: 'Go', color: 'blue.9' }]`;
  return `  {
    title: ${title},
    description: '${description}',
    image: screenshot${screenshotOf(index) + 1},
    imageAlt: 'Screenshot of project ${number}',
    buttonText: 'View Project at Github',
    buttonLink: 'https://github.com/',
    tags: ${tags},
  },`;
}

const images = path.join(folder, 'images');
await rm(folder, { recursive: true, force: true });
await cp('src/content', folder, { recursive: true });
await mkdir(images, { recursive: true });
await photo(path.join(images, 'photo.jpg'));
for (let index = 0; index < screenshotCount; index++) {
  await screenshot(path.join(images, `screenshot-${index + 1}.png`), index);
}

await writeFile(
  path.join(folder, 'profile.ts'),
  `import type { Profile } from './types';
import photo from './images/photo.jpg';

export const profile: Profile = {
  name: 'Sam Rivera',
  role: 'Software engineer',
  bio: ['I build web applications and the services behind them.', 'Away from work I climb and cook.'],
  photo,
  photoAlt: 'Portrait of Sam Rivera',
};
`,
);
const imports = Array.from(
  { length: screenshotCount },
  (_, index) => `import screenshot${index + 1} from './images/screenshot-${index + 1}.png';`,
);
await writeFile(
  path.join(folder, 'projects.ts'),
  `import type { Project } from './types';
${imports.join('\n')}

export const projects: readonly Project[] = [
${Array.from({ length: projectCount }, (_, index) => project(index)).join('\n')}
];
`,
);
console.log(`wrote ${projectCount} projects, a photo and ${screenshotCount} screenshots to ${folder}`);
