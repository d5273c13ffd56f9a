import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentImage } from '../../src/content/types.ts';
import { checkContentForBuild, contentServer, DEMO_DIR, fingerprinter } from './contentCheck.ts';
import { writeHandWrittenContent } from './handWrittenContent.ts';

const image = (file: string): ContentImage => ({
  src: '/@imagetools/1',
  width: 1,
  height: 1,
  sources: [],
  file: { path: file, width: 1, height: 1 },
});

describe('the fingerprint of a file of the content', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'content-'));
    await mkdir(path.join(root, 'src/content/images'), { recursive: true });
    await mkdir(path.join(root, DEMO_DIR), { recursive: true });
    // The demo's résumé, and an owner's copy of it under another name.
    await copyFile(path.resolve(DEMO_DIR, 'resume.pdf'), path.join(root, DEMO_DIR, 'resume.pdf'));
    await copyFile(path.resolve(DEMO_DIR, 'resume.pdf'), path.join(root, 'src/content/cv.pdf'));
    await writeFile(path.join(root, 'src/content/images/me.jpg'), 'my own photo');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is what the file holds, whatever its name or the way it is imported', () => {
    const fingerprint = fingerprinter(root, '/');
    const demo = fingerprint('/src/demo/resume.pdf?no-inline');
    expect(demo).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint('/src/content/cv.pdf')).toBe(demo);
    expect(fingerprint(`/@fs${path.join(root, 'src/content/cv.pdf')}`)).toBe(demo);
    expect(fingerprint(image('src/content/cv.pdf'))).toBe(demo);
    expect(fingerprint('/src/content/images/me.jpg')).not.toBe(demo);
  });

  it('reads URLs under the base path', () => {
    const fingerprint = fingerprinter(root, '/portfolio/');
    expect(fingerprint('/portfolio/src/content/cv.pdf')).toBe(fingerprinter(root, '/')('/src/content/cv.pdf'));
    expect(fingerprint('/src/content/cv.pdf')).toBeUndefined();
  });

  it('takes an inlined file as its data: URL, and nothing of a file that is not there', () => {
    const fingerprint = fingerprinter(root, '/');
    const inlined = 'data:image/svg+xml,%3csvg%3e%3c/svg%3e';
    expect(fingerprint(inlined)).toEqual(expect.any(String));
    expect(fingerprint(inlined)).not.toBe(fingerprint('data:image/svg+xml,%3csvg/%3e'));
    expect(fingerprint('/src/content/images/missing.jpg')).toBeUndefined();
    expect(fingerprint(image('src/content/images/missing.heic'))).toBeUndefined();
    expect(fingerprint('https://cdn.example.org/me.jpg')).toBeUndefined();
  });
});

describe('the content as the build loads it', () => {
  // A content folder as an owner writes it by hand, loaded by the project's own config (CONTENT_DIR).
  let dir = '';
  const write = (name: string, text: string) => writeFile(path.join(dir, name), text);
  const check = async (mode: string) => {
    const previous = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = dir;
    try {
      return await checkContentForBuild(mode, {});
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = previous;
    }
  };

  beforeEach(async () => {
    // Inside the project, so that Vite resolves the project's packages from it.
    await mkdir(path.resolve('node_modules/.cache'), { recursive: true });
    dir = await mkdtemp(path.resolve('node_modules/.cache/content-'));
    await writeHandWrittenContent(dir);
    await write(
      'profile.ts',
      "import photo from './me.svg';\nexport const profile = { name: 'Ada Lovelace', role: 'Analyst', bio: ['I wrote the first program.'], photo, photoAlt: 'Ada' };\n",
    );
    await write(
      'projects.ts',
      "import image from './me.svg';\nexport const projects = [{ title: ['Notes'], description: 'Notes.', image, imageAlt: 'Notes', tags: [] }];\n",
    );
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** The test build's report: this one problem and no other. */
  const expectOnlyProblem = async (message: string) =>
    expect((await check('e2e')).errors).toBe(['The content has 1 problem to fix:', `  ${message}`].join('\n'));

  it('passes a folder with nothing wrong', async () => {
    expect(await check('production')).toEqual({});
  }, 60_000);

  it('names a file the content imports that is not there, instead of stopping on it', async () => {
    await write(
      'projects.ts',
      "import image from './shot.svg';\nexport const projects = [{ title: ['Notes'], description: 'Notes.', image, imageAlt: 'Notes', tags: [] }];\n",
    );
    await expectOnlyProblem(
      'src/content/projects.ts: imports ./shot.svg, which does not exist. Put the file there, or correct the file name in the import (upper and lower case count).',
    );
  }, 60_000);

  it("names where a file cannot be read, with the parser's words, and the usual fix", async () => {
    await write(
      'profile.ts',
      "import photo from './me.svg';\nexport const profile = {\n  name: 'Ada Lovelace',\n  role: 'Analyst',\n  bio: ['I'm the first programmer.'],\n  photo,\n  photoAlt: 'Ada',\n};\n",
    );
    await expectOnlyProblem(
      "src/content/profile.ts: cannot be read at line 5, column 12: Expected `,` or `]` but found `Identifier`. Correct it there: most often a missing comma or bracket, or a ' inside a text in '…' (write 'I\\'m' or \"I'm\").",
    );
  }, 60_000);

  it('tells a name that is not a text as a problem of its shape, before reading its letters for the share image', async () => {
    const profile = await readFile(path.join(dir, 'profile.ts'), 'utf8');
    await write('profile.ts', profile.replace("name: 'Ada Lovelace'", 'name: 7'));
    await expectOnlyProblem(
      'src/content/profile.ts: name is a number, not a text in quotes. Its shape is in src/content/schema.ts.',
    );
  }, 60_000);

  it("refuses a demo placeholder left imported but unused in a production build, as the demo's identity", async () => {
    const profile = "import resume from '@/demo/resume.pdf?no-inline';\n";
    await write('profile.ts', profile + (await readFile(path.join(dir, 'profile.ts'), 'utf8')));
    expect((await check('production')).errors).toContain(
      'src/content/profile.ts: imports src/demo/resume.pdf, a placeholder of the demo, without using it. Remove the import: the build would still publish the file.',
    );
    expect(await check('e2e')).toEqual({});
  }, 60_000);

  it('names the letters of the name and the role the drawn share image cannot draw, unless the owner gives one', async () => {
    const profile = await readFile(path.join(dir, 'profile.ts'), 'utf8');
    await write(
      'profile.ts',
      profile.replace("'Ada Lovelace'", "'สมชาย Wang'").replace("'Analyst'", "'Engineer 🚀 of ሰላ'"),
    );
    const errors = (await check('e2e')).errors ?? '';
    expect(errors).toContain('src/content/profile.ts: name has letters the share image cannot draw (ส ม ช า ย)');
    expect(errors).toContain('src/content/profile.ts: role has letters the share image cannot draw (🚀 ሰ ላ)');
    expect(errors).toContain('Give site.ts a shareImage of your own (1200 × 630), or write the role in those letters.');
    const site = await readFile(path.join(dir, 'site.ts'), 'utf8');
    // An empty shareImage is no file: the card is drawn.
    await write('site.ts', site.replace('touchIcon: icon', "touchIcon: icon, shareImage: ''"));
    expect((await check('e2e')).errors).toContain('name has letters the share image cannot draw (ส ม ช า ย)');
    await write('share.png', 'a picture of my own');
    await write(
      'site.ts',
      `import share from './share.png?no-inline';\n${site.replace('touchIcon: icon', 'touchIcon: icon, shareImage: share')}`,
    );
    expect(await check('e2e')).toEqual({});
  }, 60_000);

  // The content's files are the folder's modules: a file an owner adds for a new section is checked
  // without being listed anywhere (scripts/newSection.test.ts checks one in a copy of the project).
  it('checks a file added to the folder as it checks the others, and leaves the types alone', async () => {
    await write('now.ts', "export const now = { text: 'Writing a compiler.' };\n");
    // types.ts is read by the type check only: the loader never runs it.
    await write('types.ts', "import './nothing-here.js';\nexport type Now = { readonly text: string };\n");
    expect(await check('production')).toEqual({});
    await write(
      'now.ts',
      "import resume from '@/demo/resume.pdf?no-inline';\nexport const now = { text: 'Writing.' };\n",
    );
    expect((await check('production')).errors).toContain(
      'src/content/now.ts: imports src/demo/resume.pdf, a placeholder of the demo, without using it.',
    );
  }, 60_000);
});

describe("the build's Vite server", () => {
  it("bundles no package for a browser: Vite would write it where `npm start` serves the page's from", async () => {
    const server = await contentServer('production');
    try {
      const bundling = Object.entries(server.environments).filter(([, environment]) => environment.depsOptimizer);
      expect(bundling.map(([name]) => name)).toEqual([]);
    } finally {
      await server.close();
    }
  }, 60_000);
});
