import { z } from 'zod';
import { text } from '../../../src/content/schema.ts';
import { bare, CHECKED, sectionNameProblems, shapeProblems } from './shape.ts';

// Content of the right shape, as an owner writes it, every optional field given.
const content = {
  profile: {
    name: 'Ada',
    role: 'Analyst',
    bio: ['I wrote the first program.'],
    photo: '/src/content/images/me.svg',
    photoAlt: 'Ada',
    email: 'ada@lovelace.dev',
    links: [{ label: 'GitHub', url: 'https://github.com/ada' }],
    resume: { file: '/src/content/cv.pdf', label: 'CV' },
  },
  site: {
    url: 'https://lovelace.dev/',
    description: 'Ada.',
    shareImage: '/src/content/share.png',
    shareImageAlt: 'Ada',
    favicon: '/src/content/icon.svg',
    touchIcon: '/src/content/icon.png',
    language: 'en',
  },
  contactKeys: { emailjsPublicKey: 'pk', emailjsServiceId: 's', emailjsTemplateId: 't', recaptchaSiteKey: 'k' },
  projects: [
    {
      title: ['Engine'],
      description: 'Notes.',
      image: '/src/content/images/engine.svg',
      imageAlt: 'Brass',
      buttonText: 'Read',
      buttonLink: 'https://lovelace.dev/notes',
      tags: [{ name: 'Maths', url: 'https://maths.dev/', color: 'teal.9' }],
    },
  ],
};

/** Every field of the schema under the content, with the path of a value of it in `content`. */
function fields(node: z.ZodType, path: (string | number)[]): (string | number)[][] {
  const inner = bare(node);
  if (inner instanceof z.ZodArray) return fields(inner.element as z.ZodType, [...path, 0]);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape).flatMap(([name, field]) => [
    [...path, name],
    ...fields(field as z.ZodType, [...path, name]),
  ]);
}

const withValue = (path: (string | number)[], value: unknown): unknown => {
  const copy = structuredClone(content) as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce((at, key) => at[key] as Record<string | number, unknown>, copy);
  parent[path.at(-1) ?? ''] = value;
  return copy;
};

describe("the shape's messages", () => {
  it('passes content of the right shape', () => {
    expect(shapeProblems(content)).toEqual([]);
  });

  // The messages are made from the schema's issues: a field added to the schema is told in the
  // owner's words without being listed anywhere else.
  const paths = fields(CHECKED, []).filter((path) => path.length > 1);
  it.each(paths.map((path) => [path.join('.'), path] as const))(
    'names %s, given a number, by its item, with what it is and the fix',
    (_, path) => {
      const messages = shapeProblems(withValue(path, 42)).map((problem) => problem.message);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/^src\/content\/\w+\.ts: \S+ is (a number, not|neither)/);
      expect(messages[0]).toContain(String(path.at(-1)));
      expect(messages[0]).toMatch(/(Write it as .+|Its shape is in src\/content\/schema\.ts|use its name)\.$/);
    },
  );

  it('holds the content of a section an owner added to its shape, each problem named by its own file', () => {
    const sections = z.object({ now: z.strictObject({ text }).readonly() });
    const messages = (value: unknown) => shapeProblems(value, sections).map((problem) => problem.message);
    expect(messages({ now: { text: 'Writing.' } })).toEqual([]);
    expect(messages({ now: { text: 42 } })).toEqual([
      'src/content/now.ts: text is a number, not a text in quotes. Its shape is in src/content/schema.ts.',
    ]);
    expect(messages({ now: undefined })).toEqual([
      'src/content/now.ts: now is missing: the file must export now as an object in { }. Its shape is in src/content/schema.ts.',
    ]);
  });

  it("tells a section that is a list as a list, with the schema's own fix rather than another field's example", () => {
    const sections = z.object({ talks: z.array(z.strictObject({ title: text })).readonly() });
    const messages = (value: unknown) => shapeProblems(value, sections).map((problem) => problem.message);
    expect(messages({ talks: [{ title: 'Types at scale' }] })).toEqual([]);
    expect(messages({ talks: {} })).toEqual([
      'src/content/talks.ts: talks is an object, not a list in [ ] of talks. Its shape is in src/content/schema.ts.',
    ]);
    expect(messages({ talks: [{ title: 42 }] })).toEqual([
      'src/content/talks.ts: talks[0].title is a number, not a text in quotes. Its shape is in src/content/schema.ts.',
    ]);
    expect(messages({ talks: [{ titel: 'Types at scale' }] })).toContain(
      'src/content/talks.ts: talks[0].titel is not a field the page reads. Did you mean title?',
    );
  });

  it("refuses a section named as the template's own content, by its name in the schema", () => {
    expect(sectionNameProblems(['now', 'talks'])).toEqual([]);
    expect(sectionNameProblems(['contact', 'contactKeys', 'now']).map((problem) => problem.message)).toEqual([
      "src/content/schema.ts: sections.contact is a name of the template's own content (src/content/contact.ts). Give the section a name of its own, and its file that name.",
      "src/content/schema.ts: sections.contactKeys is a name of the template's own content (src/content/contact.ts). Give the section a name of its own, and its file that name.",
    ]);
  });
});
