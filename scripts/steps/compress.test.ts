import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { gzip, precompress } from './compress.ts';

const text = (line: string) => Array.from({ length: 200 }, (_, i) => `${line} ${i}`).join('\n');

describe('precompress', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'compress-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, 'index.html'), text('<p>hello</p>'));
    await writeFile(path.join(dir, 'assets/entry-1.js'), text('console.log("x");'));
    await writeFile(path.join(dir, 'assets/style-1.css'), text('.a { color: red }'));
    await writeFile(path.join(dir, 'assets/icon-1.svg'), text('<path d="M0 0"/>'));
    await writeFile(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ icons: text('x').split('\n') }));
    await writeFile(path.join(dir, 'assets/photo-1.png'), randomBytes(4000));
    await writeFile(path.join(dir, 'assets/font-1.woff2'), text('not really a font'));
    await writeFile(path.join(dir, '.vite/manifest.json'), text('{}'));
    await writeFile(path.join(dir, 'robots.txt'), 'x');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes a .gz beside each text file, the same bytes once unpacked', async () => {
    expect(await precompress(dir)).toEqual([
      'assets/entry-1.js.gz',
      'assets/icon-1.svg.gz',
      'assets/style-1.css.gz',
      'index.html.gz',
      'manifest.webmanifest.gz',
    ]);
    for (const file of ['index.html', 'assets/entry-1.js', 'assets/style-1.css', 'manifest.webmanifest']) {
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).equals(readFileSync(path.join(dir, file)))).toBe(
        true,
      );
    }
  });

  it('writes exactly what the size budget measures', async () => {
    await precompress(dir);
    const script = path.join(dir, 'assets/entry-1.js');
    expect(statSync(`${script}.gz`).size).toBe(gzip(readFileSync(script)).length);
  });

  it('compresses at gzip’s strongest level, 9: the fewest bytes a visitor can receive', () => {
    // Words in an order no shorter pattern repeats, as in a script: levels differ on it.
    let seed = 1;
    const words = Array.from({ length: 20_000 }, () => {
      seed = (seed * 48271) % 2147483647;
      return ['const', 'return', 'value', 'form', 'star', 'link', 'send', 'page'][seed % 8];
    }).join(' ');
    const data = Buffer.from(words);
    expect(gzip(data).equals(gzipSync(data, { level: 9 }))).toBe(true);
    expect(gzip(data).length).toBeLessThan(gzipSync(data, { level: 6 }).length);
  });

  it('leaves alone images, fonts, what gzip would make bigger, and the build manifests', async () => {
    await precompress(dir);
    for (const file of ['assets/photo-1.png', 'assets/font-1.woff2', 'robots.txt', '.vite/manifest.json']) {
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('compresses nothing twice when run again', async () => {
    await precompress(dir);
    expect(await precompress(dir)).toHaveLength(5);
    expect(existsSync(path.join(dir, 'index.html.gz.gz'))).toBe(false);
  });
});
