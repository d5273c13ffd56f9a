import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { NAV_ITEMS } from '../src/app/config/sections.ts';
import { DEMO_PROFILE } from '../src/demo/identity.ts';
import { SEND_URL, caughtMessages, expectNotification, stubRecaptcha } from './support/mail.ts';
import { FIRST_VISIT, ONE_SIZE, test, waitForHydration, watchCspViolations } from './support/page.ts';
import { contactFiles, readManifest } from '../scripts/steps/manifest.ts';
import { outDirOf } from './support/sites.ts';
import { TEXTS } from './support/texts.ts';

/** The demo fixture's role (e2e/fixtures/demo/profile.ts), and the page title made of name and role. */
const DEMO_ROLE = 'Software engineer and technical leader';
const DEMO_TITLE = `${DEMO_PROFILE.name} — ${DEMO_ROLE}`;

/** PNG width and height from its IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

// One load of the page for these checks of what it ships, each a step of its own.
test(
  'what ships with the page: its metadata, share image, icons and site files, headers and new-tab links',
  ONE_SIZE,
  async ({ page, request }) => {
    await page.goto('/');
    const content = (selector: string) => page.locator(selector).getAttribute('content');
    await test.step('metadata: title, description, canonical, sharing cards and JSON-LD from the content', async () => {
      await expect(page).toHaveTitle(DEMO_TITLE);
      expect(await content('meta[name="description"]')).toContain(DEMO_ROLE.toLowerCase());
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://127.0.0.1:4173/');
      expect(await content('meta[property="og:title"]')).toBe(DEMO_TITLE);
      expect(await content('meta[property="og:url"]')).toBe('http://127.0.0.1:4173/');
      expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
      const image = (await content('meta[property="og:image"]')) ?? '';
      expect(image).toMatch(/^http:\/\/127\.0\.0\.1:4173\/assets\/share-[\w-]+\.png$/);
      expect(await content('meta[name="twitter:image"]')).toBe(image);

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: DEMO_PROFILE.name,
        jobTitle: DEMO_ROLE,
        url: 'http://127.0.0.1:4173/',
        sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
      });
    });
    await test.step('the share image drawn from the content: found through og:image, 1200 × 630, at most 150 KB', async () => {
      const url = (await content('meta[property="og:image"]')) ?? '';
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const image = await response.body();
      expect(pngSize(image)).toEqual([1200, 630]);
      expect(image.length).toBeLessThanOrEqual(150 * 1024);
      // Named after its bytes, so that no cache keeps an earlier card under the same name.
      const hash = createHash('sha256').update(image).digest('base64url').slice(0, 8);
      expect(url).toBe(`http://127.0.0.1:4173/assets/share-${hash}.png`);
      expect(await content('meta[property="og:image:width"]')).toBe('1200');
      expect(await content('meta[property="og:image:height"]')).toBe('630');
      expect(await content('meta[property="og:image:alt"]')).toBe(DEMO_TITLE);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd.image).toBe(url);
    });
    await test.step('icons, web manifest, robots.txt and sitemap.xml', async () => {
      const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(favicon).toMatch(/\.svg$/);
      expect((await request.get(favicon ?? '')).headers()['content-type']).toContain('image/svg+xml');
      const touchIcon = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '';
      expect(pngSize(await (await request.get(touchIcon)).body())).toEqual([180, 180]);

      const manifest = await (
        await request.get((await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '')
      ).json();
      // The icons are the page's own: the touch icon's PNG, then the favicon's SVG.
      expect(manifest).toEqual({
        name: DEMO_TITLE,
        short_name: DEMO_PROFILE.name,
        start_url: '/',
        scope: '/',
        display: 'browser',
        background_color: '#242424',
        theme_color: '#242424',
        // The demo names no language: English, left to right.
        lang: 'en',
        dir: 'ltr',
        icons: [
          { src: touchIcon, sizes: '180x180', type: 'image/png' },
          { src: favicon, sizes: 'any', type: 'image/svg+xml' },
        ],
      });

      expect(await (await request.get('/robots.txt')).text()).toBe(
        'User-agent: *\nAllow: /\n\nSitemap: http://127.0.0.1:4173/sitemap.xml\n',
      );
      expect(await (await request.get('/sitemap.xml')).text()).toContain('<loc>http://127.0.0.1:4173/</loc>');

      const notFound = await request.get('/missing');
      expect(await notFound.text()).toContain('<meta name="robots" content="noindex" />');
    });
    await test.step('security headers and a Content-Security-Policy without unsafe-inline scripts', async () => {
      const response = await request.get('/');
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // Assets get the same set, and their year of cache, as the hosts give them.
      const stylesheet = (await page.locator('link[rel="stylesheet"]').first().getAttribute('href')) ?? '';
      const asset = (await request.get(stylesheet)).headers();
      for (const name of [
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'strict-transport-security',
      ]) {
        expect(asset[name], name).toBe(headers[name]);
      }
      expect(asset['content-security-policy']).toBe(headers['content-security-policy']);
      expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await request.get('/_headers')).status()).toBe(404);
      const meta = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
      const scriptSrc = meta.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).toMatch(/'sha256-[\w+/=]+'/);
      expect(meta).toContain("connect-src 'self' http://127.0.0.1:8788");
    });
    await test.step('every link that opens a new tab has rel="noopener noreferrer"', async () => {
      const rels = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('rel')));
      expect(rels.length).toBeGreaterThan(0);
      expect(new Set(rels)).toEqual(new Set(['noopener noreferrer']));
    });
  },
);

test.describe('a first visit', () => {
  // The background plays, its worker and all.
  test.use(FIRST_VISIT);

  // At both sizes: the policy is the origin's, but a phone's visit loads other things (its images, the
  // header's controls, the canvas at twice the pixels).
  test('a full visit breaks no Content-Security-Policy rule', async ({ page }) => {
    const cspViolations = await watchCspViolations(page);
    await stubRecaptcha(page);
    await page.goto('/');
    await waitForHydration(page);
    for (const { id } of NAV_ITEMS) {
      const section = page.locator(`#${id}`);
      await section.scrollIntoViewIfNeeded();
      // Its images load as they come near (lazily): each one on screen has come, and its source was checked.
      await expect
        .poll(() =>
          section.locator('img').evaluateAll((images: HTMLImageElement[]) =>
            images.every((image) => {
              const { top, bottom } = image.getBoundingClientRect();
              return image.complete || bottom <= 0 || top >= window.innerHeight;
            }),
          ),
        )
        .toBe(true);
    }
    await expect(page.locator('canvas[data-background]')).toBeAttached();
    const marker = `csp-${Date.now()}`;
    await page.getByRole('textbox', { name: TEXTS.fullName }).fill('Ada');
    await page.getByRole('textbox', { name: TEXTS.email }).fill('ada@example.org');
    await page.getByRole('textbox', { name: TEXTS.message }).fill(marker);
    await page.getByRole('button', { name: TEXTS.send }).click();
    await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
    expect(await caughtMessages(marker)).toHaveLength(1);

    await page.route(SEND_URL, (route) =>
      route.fulfill({ status: 500, body: 'down', headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await page.getByRole('textbox', { name: TEXTS.fullName }).fill('Ada');
    await page.getByRole('textbox', { name: TEXTS.email }).fill('ada@example.org');
    await page.getByRole('textbox', { name: TEXTS.message }).fill('again');
    await page.getByRole('button', { name: TEXTS.send }).click();
    await expectNotification(page, TEXTS.errorTitle, TEXTS.sendFailed('').trim());
    expect(await cspViolations()).toEqual([]);
  });
});

test('the build holds no secret: nothing that looks like a private key or token', ONE_SIZE, () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? files(file) : [file];
    });
  const suspicious = [
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /\bAKIA[0-9A-Z]{16}\b/, // AWS access key
    /\bgh[pousr]_[A-Za-z0-9]{36}\b/, // GitHub token
    /\bxox[abprs]-[A-Za-z0-9-]{10,}/, // Slack token
    /\bsk_live_[A-Za-z0-9]{16,}/, // Stripe secret key
    /accessToken["']?\s*[:=]\s*["'][^"']{8,}/, // EmailJS private key as sent by its REST API
    /\b6L[\w-]{38}\b(?=[\s\S]*secret)/i, // a reCAPTCHA key next to the word secret
  ];
  // Each pattern finds what it is for (built from parts, so that this file holds no such string).
  const planted = [
    ['-----BEGIN RSA PRIVATE', ' KEY-----'],
    ['AKIA', 'IOSFODNN7EXAMPLE'],
    ['ghp_', 'a1B2'.repeat(9)],
    ['xoxb-', '1234-5678-abcd'],
    ['sk_live_', 'a1B2'.repeat(6)],
    ['accessToken: "', 'k3yF0rTh3RestApi"'],
    ['6L', `${'c'.repeat(38)}", "secret": "x`],
  ].map((parts) => parts.join(''));
  expect(suspicious.map((pattern, i) => pattern.test(planted[i] ?? ''))).toEqual(suspicious.map(() => true));

  const scanned = files(outDirOf('demo')).filter(
    (file) => /\.(html|js|css|json|txt|xml|webmanifest|svg)$/.test(file) || file.endsWith('_headers'),
  );
  // The pages, the scripts, the stylesheets and the site files: what a visitor or a crawler can fetch.
  expect(scanned.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3);
  expect(scanned.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['index.html', '_headers']));
  const found = scanned.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return suspicious.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
  });
  expect(found).toEqual([]);
});

// Mantine's CSS variables of both schemes still come inline with the page, from its provider.
test("the stylesheet files hold Mantine's dark-scheme rules only: the page forces that scheme", ONE_SIZE, () => {
  const assets = path.join(outDirOf('demo'), 'assets');
  const stylesheets = readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => ({ name, css: readFileSync(path.join(assets, name), 'utf8') }));
  const withScheme = (scheme: string) => {
    const selector = new RegExp(String.raw`\[data-mantine-color-scheme=(["']?)${scheme}\1\]`);
    return stylesheets.filter(({ css }) => selector.test(css)).map(({ name }) => name);
  };
  expect(withScheme('dark').length).toBeGreaterThan(1);
  expect(withScheme('light')).toEqual([]);
});

test('every file under assets/, cached for a year, has its content hash in its name', ONE_SIZE, () => {
  // A file kept a year under a fixed name would stay stale after a redeploy. Vite's names and the
  // build's own (the stylesheets, the share image) end in -<8 characters of hash>.<extension>.
  const names = readdirSync(path.join(outDirOf('demo'), 'assets')).filter((name) => !name.endsWith('.gz'));
  expect(names.length).toBeGreaterThan(10);
  expect(names.filter((name) => !/-[\w-]{8}\.[a-z0-9]+$/.test(name))).toEqual([]);
});

test(
  'the contact form runs on React DOM, the installed version, and no chunk carries another renderer',
  ONE_SIZE,
  () => {
    const dist = outDirOf('demo');
    const code = (files: readonly string[]) =>
      files.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
    const { version } = JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')) as { version: string };
    const form = code(contactFiles(readManifest(dist)).js);
    // React DOM names itself to React's devtools, and checks that React is its own version.
    expect(form).toMatch(/rendererPackageName:\s*[`'"]react-dom[`'"]/);
    expect(form).toContain(`\`${version}\``);
    // Preact keeps its hooks' state on each component in a property its devtools read by name.
    const everything = code(
      readdirSync(path.join(dist, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => `assets/${name}`),
    );
    expect(everything).not.toMatch(/__H\s*=\s*\{\s*__:\s*\[\]/);
  },
);
