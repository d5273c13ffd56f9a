import { scriptHash } from './csp.ts';
import { assertNoScripts, loaderScript, renderDocument } from './document.ts';

const parts = {
  head: '<title>T</title>',
  body: '<main>page</main>',
  stylesheets: ['/assets/page.css'],
  fontPreloads: ['/assets/font.woff2'],
  language: { tag: 'en', direction: 'ltr' },
} as const;

describe('the page document', () => {
  it('holds the head, the stylesheet, the preloaded font, the markup and the scripts', () => {
    const html = renderDocument({ ...parts, scripts: [{ inline: 'go()' }], csp: "script-src 'self'" });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr" data-mantine-color-scheme="dark">/);
    expect(html).toContain('<meta http-equiv="Content-Security-Policy" content="script-src \'self\'" />');
    expect(html).toContain('<title>T</title>');
    expect(html).toContain('<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin />');
    expect(html).toContain('<link rel="stylesheet" href="/assets/page.css" />');
    expect(html).toContain(
      '<div id="root"><main>page</main></div>\n    <script type="module">go()</script>\n  </body>',
    );
  });

  it("is in the page's language and direction, the tag as an attribute", () => {
    const html = renderDocument({ ...parts, scripts: [], language: { tag: 'ar"x', direction: 'rtl' } });
    expect(html).toContain('<html lang="ar&quot;x" dir="rtl" data-mantine-color-scheme="dark">');
  });

  it('links the later stylesheets disabled, so that nothing fetches them before the page asks, after the blocking one', () => {
    const html = renderDocument({ ...parts, laterStylesheets: ['/assets/whole.css'], scripts: [] });
    const blocking = html.indexOf('<link rel="stylesheet" href="/assets/page.css" />');
    const later = html.indexOf('<link rel="stylesheet" href="/assets/whole.css" disabled data-later />');
    expect(blocking).toBeGreaterThan(0);
    expect(later).toBeGreaterThan(blocking);
  });

  it('lists what the page fetches ahead in a template, each as the page will ask for it', () => {
    const idleFetch = {
      modules: ['/assets/form.js'],
      moduleStyles: ['/assets/form.css'],
      stylesheets: ['/assets/whole.css'],
    };
    const html = renderDocument({ ...parts, idleFetch, scripts: [] });
    expect(html).toContain(
      '<template data-idle-fetch><link rel="prefetch" href="/assets/form.js" as="script" crossorigin data-idle-fetch />' +
        '<link rel="preload" href="/assets/form.css" as="style" crossorigin />' +
        '<link rel="preload" href="/assets/whole.css" as="style" /></template>',
    );
    expect(renderDocument({ ...parts, scripts: [] })).not.toContain('<template');
  });

  it('links the print stylesheets for print alone, after the screen’s', () => {
    const html = renderDocument({
      ...parts,
      laterStylesheets: ['/assets/whole.css'],
      printStylesheets: ['/assets/print.css'],
      scripts: [],
    });
    const later = html.indexOf('<link rel="stylesheet" href="/assets/whole.css" disabled data-later />');
    const print = html.indexOf('<link rel="stylesheet" href="/assets/print.css" media="print" />');
    expect(later).toBeGreaterThan(0);
    expect(print).toBeGreaterThan(later);
  });

  it('has no script and no policy meta when given none', () => {
    const html = renderDocument({ ...parts, scripts: [] });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Content-Security-Policy');
  });

  it('loads the entry after the first paint, its chunks alongside, with a script whose hash is stable', () => {
    const loader = loaderScript('/assets/entry.js', ['/assets/shared.js']);
    expect(loader).toMatch(/^requestAnimationFrame\(\(\) => setTimeout\(/);
    expect(loader).toContain('import("/assets/entry.js")');
    expect(loader).toContain('["/assets/shared.js"]');
    expect(loaderScript('/assets/entry.js', [])).not.toContain('modulepreload');
    // The policy allows exactly the text the document carries.
    const html = renderDocument({ ...parts, scripts: [{ inline: loader }] });
    expect(html).toContain(`<script type="module">${loader}</script>`);
    expect(scriptHash(loader)).toBe(scriptHash(loaderScript('/assets/entry.js', ['/assets/shared.js'])));
  });
});

describe('the prerendered markup', () => {
  it('holds no script: one React added would be blocked by the policy, so the build stops', () => {
    expect(() => assertNoScripts('index.html', '<main><p>text about <b>scripts</b></main>')).not.toThrow();
    expect(() => assertNoScripts('index.html', '<div hidden id="S:0"></div><script>$RC("B:0","S:0")</script>')).toThrow(
      'The prerendered index.html contains a script',
    );
    expect(() => assertNoScripts('404.html', '<SCRIPT src="x.js"></SCRIPT>')).toThrow('404.html');
  });
});
