// Where the content does not have the shape the page reads (src/content/schema.ts): the schema's own
// issues, each told in the owner's words, with the item, its file and the fix.
import { z } from 'zod';
import * as schema from '../../../src/content/schema.ts';
import { problem, type Problem } from './report.ts';
import { describe, FILES, fileOf, isRecord, meant, TEMPLATE_MODULES } from './words.ts';

const SCHEMA_FILE = 'src/content/schema.ts';
const SHAPE_IS_THERE = ` Its shape is in ${SCHEMA_FILE}.`;

/** How a value of each field is written, for the fix: the innermost field of the item that has one. */
const EXAMPLES: Readonly<Record<string, string>> = {
  bio: "bio: ['First paragraph.', 'Second paragraph.']",
  title: "title: ['My project'], or with emphasis: title: ['My ', { text: 'project', emphasis: 'em' }]",
  tags: "tags: [{ name: 'TypeScript' }, { name: 'React', url: 'https://react.dev/' }]",
  links: "links: [{ label: 'GitHub', url: 'https://github.com/you' }]",
};

/** The images of the page, by the place each fills. */
const IMAGES = new Map<z.ZodType, string>([
  [schema.portraitImage, 'portrait'],
  [schema.cardImage, 'card'],
]);
const PLACES: Readonly<Record<string, string>> = {
  portrait: "photo's place (?portrait)",
  card: "project cards' place (?card)",
};

/** The content the shape check parses: the owner's texts are checked with the texts (texts.ts). */
export const CHECKED = schema.content.omit({ texts: true });

/** The schema itself, under what may wrap it (optional, readonly). */
export function bare(node: z.ZodType): z.ZodType {
  let inner = node;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodReadonly) inner = inner.unwrap() as z.ZodType;
  return inner;
}

/** The schema of the value one step down from this one, if it has one. */
function child(node: z.ZodType, key: PropertyKey): z.ZodType | undefined {
  const inner = bare(node);
  if (inner instanceof z.ZodObject && typeof key === 'string') return inner.shape[key] as z.ZodType | undefined;
  if (inner instanceof z.ZodArray && typeof key === 'number') return inner.element as z.ZodType;
  return undefined;
}

/** An item as the owner finds it in their file: `bio[1]`, `projects[0].tags[0].url`. */
function itemOf(path: readonly PropertyKey[], list: boolean): string {
  // A file that exports one object names its fields alone; one that exports a list (projects.ts), the list.
  const [, ...rest] = path;
  const shown = list || rest.length === 0 ? path : rest;
  return shown.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i > 0 ? '.' : ''}${String(key)}`)).join('');
}

/** What is wrong with a value that its schema refuses, and the fix. */
function wrongValue(node: z.ZodType, value: unknown, item: string, fix: string): string {
  const inner = bare(node);
  if (inner === schema.text) {
    // A file the page links as it is (an icon, the share image, the résumé), imported as an image.
    if (schema.contentImage.safeParse(value).success)
      return `is imported as an image for the page, where the file itself is needed. Add ?no-inline to its import: import ${item.replace(/\W.*$/, '')} from './images/…?no-inline'.`;
    return `is ${describe(value)}, not a text in quotes.${fix}`;
  }
  const place = IMAGES.get(inner);
  if (place) {
    const image = schema.contentImage.safeParse(value);
    if (image.success && image.data.place && image.data.place !== place)
      return `is imported for the ${PLACES[image.data.place] ?? image.data.place}, so it is cut to the wrong shape. Import it with ?${place}.`;
    return `is ${describe(value)}, not an imported image. Import the file (import photo from './images/photo.jpg') and use its name.`;
  }
  if (inner === schema.titlePart) return `is neither a text nor { text: '…', emphasis: 'em' } (or 'strong').${fix}`;
  if (inner instanceof z.ZodArray) return `is ${describe(value)}, not a list in [ ].${fix}`;
  if (inner instanceof z.ZodObject) return `is ${describe(value)}, not an object in { }.${fix}`;
  return `is not what the page reads here.${fix}`;
}

/**
 * Where a value does not have the shape the page needs: each problem names the item and the fix. The
 * content by default; given `sections`, the content of the sections an owner added.
 */
export function shapeProblems(content: unknown, shape: z.ZodObject = CHECKED): Problem[] {
  const result = shape.safeParse(content);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    // The schema and the value at the issue's item; an image or a title part is one item, whole.
    let node: z.ZodType | undefined = shape;
    let value: unknown = content;
    const path: PropertyKey[] = [];
    for (const key of issue.path) {
      if (node && (IMAGES.has(bare(node)) || bare(node) === schema.titlePart)) break;
      node = node && child(node, key);
      value = isRecord(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined;
      path.push(key);
    }
    const [exported = ''] = path;
    const file = fileOf(String(exported));
    const part = child(shape, exported);
    const list = part !== undefined && bare(part) instanceof z.ZodArray;
    const item = itemOf(path, list);
    const wrong = (text: string, at = item): Problem => problem(file, at, text);

    if (issue.code === 'unrecognized_keys') {
      // A field the page never reads is most often a misspelt one, whose value would be lost in silence.
      const known = node && bare(node) instanceof z.ZodObject ? Object.keys((bare(node) as z.ZodObject).shape) : [];
      return issue.keys.map((name) => {
        const guess = meant(name, known);
        return wrong(
          `is not a field the page reads.${guess ? ` Did you mean ${guess}?` : ` The fields are ${known.join(', ')}.`}`,
          path.length > 1 || list ? `${item}.${name}` : name,
        );
      });
    }
    if (path.length === 1) {
      if (!list)
        return [wrong(`is ${describe(value)}: the file must export ${item} as an object in { }.${SHAPE_IS_THERE}`)];
      if (exported === 'projects' && issue.code === 'too_small')
        return [wrong('is empty: the Projects section would show nothing. Add at least one project.')];
      return [wrong(`is ${describe(value)}, not a list in [ ] of ${item}.${SHAPE_IS_THERE}`)];
    }
    // The examples are of the template's own fields: a section an owner added has fields of its own.
    const ownFields = shape === CHECKED;
    const example = path.findLast((key): key is string => ownFields && typeof key === 'string' && key in EXAMPLES);
    const fix = example ? ` Write it as ${EXAMPLES[example]}.` : SHAPE_IS_THERE;
    return [wrong(node ? wrongValue(node, value, item, fix) : `is not what the page reads here.${fix}`)];
  });
}

/**
 * A section an owner added under a name of the template's own content (profile, contactKeys, contact…):
 * its file would be read in place of the template's, or the template's in place of its own.
 */
export function sectionNameProblems(names: readonly string[]): Problem[] {
  const taken = new Set([...Object.keys(FILES), ...TEMPLATE_MODULES]);
  return names
    .filter((name) => taken.has(name))
    .map((name) =>
      problem(
        SCHEMA_FILE,
        `sections.${name}`,
        `is a name of the template's own content (${fileOf(name)}). Give the section a name of its own, and its file that name.`,
      ),
    );
}
