import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentImage } from '../../src/content/types.ts';
import { DEMO_DIR, fingerprinter } from './contentCheck.ts';

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
    expect(fingerprint(inlined)).toBe(fingerprint(`${inlined}`));
    expect(fingerprint(inlined)).not.toBe(fingerprint('data:image/svg+xml,%3csvg/%3e'));
    expect(fingerprint('/src/content/images/missing.jpg')).toBeUndefined();
    expect(fingerprint(image('src/content/images/missing.heic'))).toBeUndefined();
    expect(fingerprint('https://cdn.example.org/me.jpg')).toBeUndefined();
  });
});
