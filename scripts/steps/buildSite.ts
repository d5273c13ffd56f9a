// The static site, in named steps that read Vite's manifest (npm run build calls it: scripts/cli/build.ts).
//   0. content      the content checked (scripts/steps/content/): errors stop the build
//   1. bundles      the browser's code (the islands) and the prerender's code, each with a manifest
//   2. pageAssets   from the manifests: the entry and its chunks, the page's stylesheet and fonts
//   3. shareImage   the owner's own, or a card drawn from the content, written under a hashed name
//   4. prerender    / and the not-found page to HTML, in documents with their Content-Security-Policy;
//                   the stylesheet that blocks their first render holds only the rules they use;
//                   the print rules go to a stylesheet of their own, for print alone
//   5. siteFiles    robots.txt, sitemap.xml, the web manifest, the headers (_headers, _nginx/*.conf)
//   6. compress     a .gz beside every text file, for servers that send them as they are
// The environment (BASE_PATH, SITE_URL, ALLOW_DEMO_CONTENT, CSP_REPORT_URI: scripts/cli/build.ts says what
// each does, and CONTENT_DIR, the content's folder) is read at each call: one process may build several sites.
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv, resolveConfig } from 'vite';
import { CAPTCHA_ORIGIN_VARIABLE } from '../../src/app/config/contactSettings.ts';
import { precompress } from './compress.ts';
import { criticalCss, laterCss } from './criticalCss.ts';
import { contentSecurityPolicy, scriptHash } from './csp.ts';
import { splitPrintCss } from './printCss.ts';
import { assertNoScripts, loaderScript, renderDocument, type Script } from './document.ts';
import type { ServerEntry } from '../../src/app/prerender/prerenderContract.ts';
import { SERVER_ENTRY } from './entries.ts';
import { contentHash } from './hash.ts';
import {
  browserStylesheets,
  contactFiles,
  keepManifests,
  keepPageStylesheets,
  pageAssets,
  readViteManifest,
  serverFiles,
  type PageStylesheets,
} from './manifest.ts';
import { fetchBytes, shareImage } from './shareImage.ts';
import { siteFiles } from './siteFiles.ts';

// Switches of the browser tests' own builds (--mode e2e, e2e/support/sites.ts): a stray one in an owner's
// build would load Google's script from elsewhere, or report the visitors' pages to another server.
const TEST_ONLY = [CAPTCHA_ORIGIN_VARIABLE, 'CSP_REPORT_URI'];

/** A build stopped for a reason the owner can act on: its message is printed as it is, with no stack trace. */
export class BuildFailed extends Error {
  /** `separator`: a colon before a bundler's own message, a full stop before the build's. */
  constructor(reason: string, separator: '.' | ':' = '.') {
    super(`Build failed${separator} ${reason}`);
  }
}

export interface SiteBuild {
  mode: string;
  /** Vite's own (dist/) when not given. */
  outDir?: string;
  /** The pages with their code; false for the benchmark's floor. */
  withScripts: boolean;
}

let builds = 0;

/** Builds the site: throws BuildFailed for a reason the owner can act on. */
export async function buildSite({ mode, outDir: outDirFlag, withScripts }: SiteBuild) {
  const fileEnv = loadEnv(mode, process.cwd(), '');
  const testSwitches = TEST_ONLY.filter((name) => process.env[name] || fileEnv[name]);
  if (mode !== 'e2e' && testSwitches.length > 0)
    throw new BuildFailed(`${testSwitches.join(' and ')}: for the browser tests' builds only; unset it.`);
  const reportUri = process.env.CSP_REPORT_URI ? new URL(process.env.CSP_REPORT_URI).href : undefined;
  const siteUrl = process.env.SITE_URL ?? '';
  // Inside the project so that the prerender bundle resolves its packages; one per build, so builds can run
  // side by side, and one process's builds each import their own.
  const serverDir = path.join('node_modules', '.cache', `prerender-${process.pid}-${(builds += 1)}`);

  // 0. content: every problem at once, before anything is bundled. NODE_ENV first, as Vite's build sets
  // it: the check loads React (through Mantine), whose packages pick their build by it once and for all.
  process.env.NODE_ENV ??= 'production';
  const { checkContentForBuild } = await import('./contentCheck.ts');
  const environment = { siteUrl: siteUrl || undefined, allowDemoContent: process.env.ALLOW_DEMO_CONTENT };
  const report = await checkContentForBuild(mode, environment);
  if (report.warnings) console.warn(`\n${report.warnings}\n`);
  if (report.errors) throw new BuildFailed(report.errors);

  // 1. bundles
  /** A bundle, or the reason it failed without a stack trace (an import of a file that is not there). */
  async function bundle(config: Parameters<typeof build>[0]) {
    try {
      await build(config);
    } catch (error) {
      throw new BuildFailed(error instanceof Error ? error.message : String(error), ':');
    }
  }
  // The page's stylesheet is the prerender build's (step 4 keeps the first render's part of it); the
  // contact form's chunk brings its own, which the browser loads with it.
  await bundle({ mode, build: { outDir: outDirFlag, emptyOutDir: true } });
  // The prerender's bundle is the only one to import the head's files (icons, the share image).
  await bundle({
    mode,
    logLevel: 'warn',
    build: { ssr: SERVER_ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, ssrEmitAssets: true },
  });
  const config = await resolveConfig({ mode, build: { outDir: outDirFlag } }, 'build');
  const outDir = path.resolve(config.root, config.build.outDir);
  const base = config.base;

  /** Writes a file of the site, making its folder first. */
  async function writeOut(file: string, data: string | Uint8Array) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), data);
  }

  // 2. pageAssets: the prerender build saw every component of the page, so its stylesheet is the
  // page's; it and the images only the head uses (share image, icons) join the browser's files.
  const serverManifest = readViteManifest(serverDir);
  const clientManifest = readViteManifest(outDir);
  for (const file of serverFiles(serverManifest)) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await copyFile(path.join(serverDir, file), path.join(outDir, file));
  }
  const assets = pageAssets(clientManifest, serverManifest, base);
  const formCode = contactFiles(clientManifest);
  // Only what the site serves stays in it: the manifests move out, and the browser build's stylesheet goes.
  await keepManifests(outDir, serverDir);
  for (const file of browserStylesheets(clientManifest)) await rm(path.join(outDir, file));

  const server = (await import(pathToFileURL(path.resolve(serverDir, 'entry-server.js')).href)) as ServerEntry;
  // The one contract between the build and the page: everything below comes from here.
  const prerendered = server.prerenderSite({ base, siteUrl });
  const { site, name, title, pageColor, language, share, contactOrigin: emailOrigin, captchaOrigin } = prerendered;

  // 3. shareImage: it reads the files the steps above wrote (the photo, or the owner's own image).
  const image = await shareImage(share, {
    base,
    assetsDir: config.build.assetsDir,
    read: (url) => (url.startsWith(base) ? readFile(path.join(outDir, url.slice(base.length))) : fetchBytes(url)),
    write: writeOut,
  });
  console.log(`share image ${image.url} (${image.width} × ${image.height})`);

  // 4. prerender
  const pages = [
    { file: 'index.html', page: await prerendered.renderHome(image), scripts: withScripts },
    // Nothing on the not-found page needs JavaScript.
    { file: '404.html', page: await prerendered.renderNotFound(), scripts: false },
  ];
  const documentOf = ({ page, scripts }: (typeof pages)[number], stylesheets: PageStylesheets) => {
    const pageScripts: Script[] = scripts ? [{ inline: loaderScript(assets.entry, assets.alongside) }] : [];
    const hashes = pageScripts.flatMap((script) => ('inline' in script ? [scriptHash(script.inline)] : []));
    const html = renderDocument({
      head: page.head,
      body: page.html,
      stylesheets: stylesheets.blocking,
      // Without scripts, nothing changes the page from what the blocking stylesheet styles.
      laterStylesheets: scripts ? stylesheets.later : [],
      // Fetched ahead once the page is idle: the form works soon after the visitor reaches it.
      idleFetch: scripts
        ? {
            modules: formCode.js.map((file) => `${base}${file}`),
            moduleStyles: formCode.css.map((file) => `${base}${file}`),
            stylesheets: stylesheets.later,
          }
        : undefined,
      printStylesheets: stylesheets.print,
      fontPreloads: assets.fonts,
      scripts: pageScripts,
      csp: contentSecurityPolicy({ scriptHashes: hashes, emailOrigin, captchaOrigin, forHeader: false }),
      language,
    });
    return { html, hashes };
  };
  // The first render waits only for the rules the pages use; the whole stylesheet follows.
  const fileOf = (url: string) => url.slice(base.length);
  // The print rules leave the screen's stylesheets for one of their own, linked for print alone.
  const { screen: wholeCss, print } = splitPrintCss(
    (await Promise.all(assets.stylesheets.map((url) => readFile(path.join(outDir, fileOf(url)), 'utf8')))).join('\n'),
  );
  const critical = criticalCss(
    wholeCss,
    pages.map((page) => documentOf(page, { blocking: [], later: [] }).html),
  );
  const criticalFile = `${config.build.assetsDir}/critical-${contentHash(critical)}.css`;
  await writeOut(criticalFile, critical);
  // The whole stylesheet, less what the critical one declares for the whole document, replaces the
  // prerender's files it was read from (the pages link nothing else of them).
  const later = laterCss(wholeCss, critical);
  const laterFile = `${config.build.assetsDir}/later-${contentHash(later)}.css`;
  for (const url of assets.stylesheets) await rm(path.join(outDir, fileOf(url)));
  await writeOut(laterFile, later);
  const printFile = `${config.build.assetsDir}/print-${contentHash(print)}.css`;
  await writeOut(printFile, print);
  const stylesheets = {
    blocking: [`${base}${criticalFile}`],
    later: [`${base}${laterFile}`],
    print: [`${base}${printFile}`],
  };
  await keepPageStylesheets(outDir, {
    blocking: stylesheets.blocking.map(fileOf),
    later: stylesheets.later.map(fileOf),
    print: stylesheets.print.map(fileOf),
  });
  const allHashes = new Set<string>();
  for (const page of pages) {
    assertNoScripts(page.file, page.page.html);
    const { html, hashes } = documentOf(page, stylesheets);
    hashes.forEach((hash) => allHashes.add(hash));
    await writeOut(page.file, html);
    console.log(`prerendered ${path.relative(config.root, path.join(outDir, page.file))}`);
  }

  // 5. siteFiles
  const files = siteFiles({
    base,
    url: site.url,
    name,
    title,
    favicon: site.favicon,
    touchIcon: site.touchIcon,
    pageColor,
    language,
    csp: contentSecurityPolicy({
      scriptHashes: [...allHashes],
      emailOrigin,
      captchaOrigin,
      forHeader: true,
      // Some browser tests read what a page reports (e2e/support/sites.ts); an owner's build reports nowhere.
      reportUri,
    }),
  });
  for (const [file, text] of Object.entries(files)) await writeOut(file, text);
  console.log(`wrote ${Object.keys(files).join(', ')} for ${site.url}`);

  // 6. compress
  console.log(`compressed ${(await precompress(outDir)).length} files (.gz beside each)`);

  await rm(serverDir, { recursive: true, force: true });
}
