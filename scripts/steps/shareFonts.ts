// The fonts the share image falls back on for the letters Oswald lacks: the Noto families, read at
// build time only, one subset file at a time for the letters the card draws. The page never loads them.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss from 'postcss';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);

/** The weights the card draws in: the name's and the role's. */
export const WEIGHTS = [600, 400] as const;
type Weight = (typeof WEIGHTS)[number];

interface Family {
  readonly name: string;
  /** satori's language codes this family is the first choice for. */
  readonly codes: readonly string[];
  /** The package's subsets to use, when its others repeat what Noto Sans has. */
  readonly subsets?: readonly string[];
}

/**
 * In the order a letter is looked for when its language code names none of them. Noto Sans holds
 * Latin, Cyrillic, Greek, Vietnamese and Devanagari; the Han letters' code lists Japanese first.
 */
const FAMILIES: readonly Family[] = [
  { name: 'noto-sans', codes: ['devanagari'] },
  { name: 'noto-sans-arabic', codes: ['ar-AR'], subsets: ['arabic'] },
  { name: 'noto-sans-hebrew', codes: ['he-IL'], subsets: ['hebrew'] },
  { name: 'noto-sans-jp', codes: ['ja-JP'] },
  { name: 'noto-sans-sc', codes: ['zh-CN', 'zh-TW', 'zh-HK'] },
  { name: 'noto-sans-kr', codes: ['ko-KR'] },
];

/** One subset file of a family in one weight, and the code points it is for. */
interface Face {
  readonly file: string;
  readonly ranges: readonly (readonly [number, number])[];
}

/** "U+0600-06FF", "U+25ee8", "U+30??" as the first and last code points they name. */
function parseRange(range: string): readonly [number, number] {
  const [first = '', last] = range.trim().slice(2).split('-');
  if (last !== undefined) return [parseInt(first, 16), parseInt(last, 16)];
  return [parseInt(first.replaceAll('?', '0'), 16), parseInt(first.replaceAll('?', 'F'), 16)];
}

/** The faces of a family's stylesheet for one weight, from its @font-face rules. */
async function readFaces({ name, subsets }: Family, weight: Weight): Promise<Face[]> {
  const css = require.resolve(`@fontsource/${name}/${weight}.css`);
  const faces: Face[] = [];
  postcss.parse(await readFile(css, 'utf8')).walkAtRules('font-face', (rule) => {
    let file = '';
    let ranges: Face['ranges'] = [];
    rule.walkDecls((decl) => {
      // satori reads WOFF, not WOFF2: each face lists both.
      if (decl.prop === 'src') file = /url\(([^)]+\.woff)\)/.exec(decl.value)?.[1] ?? '';
      if (decl.prop === 'unicode-range') ranges = decl.value.split(',').map(parseRange);
    });
    const subset = (wanted: string) => file.includes(`/${name}-${wanted}-${weight}-`);
    if (file && (!subsets || subsets.some(subset))) faces.push({ file: join(dirname(css), file), ranges });
  });
  return faces;
}

const faces = new Map<string, Promise<Face[]>>();
const facesOf = (family: Family, weight: Weight) => {
  const key = `${family.name} ${weight}`;
  let found = faces.get(key);
  if (!found) faces.set(key, (found = readFaces(family, weight)));
  return found;
};

// Read once: satori keeps a font it parsed by the identity of its bytes.
const files = new Map<string, Promise<Buffer>>();
const fileOf = (path: string) => {
  let data = files.get(path);
  if (!data) files.set(path, (data = readFile(path)));
  return data;
};

/** The families in the order to look in for a segment of this language code ("ja-JP|zh-CN|…"). */
function familiesFor(code: string): Family[] {
  const codes = code.split('|');
  const rank = (family: Family) => {
    const index = codes.findIndex((c) => family.codes.includes(c));
    return index === -1 ? codes.length : index;
  };
  return [...FAMILIES].sort((a, b) => rank(a) - rank(b));
}

const covers = (face: Face, codePoint: number) =>
  face.ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/**
 * The fonts that draw the letters of `segment`, for satori's loadAdditionalAsset: for each letter,
 * in each weight, the first family's subset that is for it. Emoji are left to the build's message.
 */
export async function fallbackFonts(code: string, segment: string): Promise<Font[]> {
  if (code === 'emoji') return [];
  const families = familiesFor(code);
  const fonts = WEIGHTS.map(async (weight) => {
    const byFamily = await Promise.all(families.map((family) => facesOf(family, weight)));
    const needed = new Set<string>();
    for (const character of segment) {
      const codePoint = character.codePointAt(0) ?? 0;
      const face = byFamily.flat().find((f) => covers(f, codePoint));
      if (face) needed.add(face.file);
    }
    return Promise.all(
      [...needed].map(async (file) => ({ name: file, weight, style: 'normal' as const, data: await fileOf(file) })),
    );
  });
  return (await Promise.all(fonts)).flat();
}
