import { BACKGROUND_ENTRY, CLIENT_ENTRY, CONTACT_ENTRY, SERVER_ENTRY } from './entries.ts';
import {
  browserStylesheets,
  chunk,
  contactFiles,
  fonts,
  initialScripts,
  initialStylesheets,
  onLoadScripts,
  pageAssets,
  serverFiles,
  type Manifest,
} from './manifest.ts';

// Shaped like the manifests Vite writes for this site: the entry, a chunk shared with a lazy island,
// the lazy island and a chunk only it loads, which in turn loads the entry (a cycle).
const client: Manifest = {
  [CLIENT_ENTRY]: {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    imports: ['_shared-2.js'],
    dynamicImports: ['src/app/islands/ContactIsland.tsx'],
    css: ['assets/style-1.css'],
  },
  '_shared-2.js': { file: 'assets/shared-2.js', imports: [CLIENT_ENTRY], css: ['assets/shared-2.css'] },
  'src/app/islands/ContactIsland.tsx': {
    file: 'assets/ContactIsland-3.js',
    isDynamicEntry: true,
    imports: [CLIENT_ENTRY, '_lazy-4.js'],
  },
  '_lazy-4.js': { file: 'assets/lazy-4.js' },
};
const server: Manifest = {
  [SERVER_ENTRY]: {
    file: 'entry-server.js',
    isEntry: true,
    css: ['assets/entry-server-5.css'],
    assets: ['assets/share-6.png', 'assets/oswald-latin-wght-normal-7.woff2', 'assets/favicon-8.svg'],
  },
};

describe("reading Vite's manifest", () => {
  it('gives the entry and what it imports statically, never what loads later', () => {
    expect(initialScripts(client, CLIENT_ENTRY)).toEqual(['assets/entry-client-1.js', 'assets/shared-2.js']);
    expect(initialStylesheets(client, CLIENT_ENTRY)).toEqual(['assets/style-1.css', 'assets/shared-2.css']);
  });

  it('counts on load the entry and the background with its worker; the form brings the rest and its styles', () => {
    const site: Manifest = {
      [CLIENT_ENTRY]: { file: 'assets/entry.js', isEntry: true, dynamicImports: [BACKGROUND_ENTRY, CONTACT_ENTRY] },
      [BACKGROUND_ENTRY]: { file: 'assets/start.js', imports: [CLIENT_ENTRY], assets: ['assets/worker.js'] },
      [CONTACT_ENTRY]: { file: 'assets/contact.js', imports: ['_react.js', CLIENT_ENTRY], css: ['assets/contact.css'] },
      '_react.js': { file: 'assets/react.js' },
    };
    expect(onLoadScripts(site)).toEqual(['assets/entry.js', 'assets/start.js', 'assets/worker.js']);
    expect(contactFiles(site)).toEqual({ js: ['assets/contact.js', 'assets/react.js'], css: ['assets/contact.css'] });
  });

  it('finds the fonts the stylesheet uses, whatever their file names', () => {
    expect(fonts(server, SERVER_ENTRY)).toEqual(['assets/oswald-latin-wght-normal-7.woff2']);
  });

  it("takes the prerender build's stylesheet and assets, not its code", () => {
    expect(serverFiles(server)).toEqual([
      'assets/entry-server-5.css',
      'assets/share-6.png',
      'assets/oswald-latin-wght-normal-7.woff2',
      'assets/favicon-8.svg',
    ]);
  });

  it('gives the page its URLs under the base path', () => {
    expect(pageAssets(client, server, '/portfolio/')).toEqual({
      entry: '/portfolio/assets/entry-client-1.js',
      alongside: ['/portfolio/assets/shared-2.js'],
      stylesheets: ['/portfolio/assets/entry-server-5.css'],
      fonts: ['/portfolio/assets/oswald-latin-wght-normal-7.woff2'],
    });
  });

  it('stops the build with a clear message when an entry is missing, instead of guessing', () => {
    expect(() => chunk(client, 'index.html')).toThrow("The build's manifest has no entry for index.html");
    expect(() => pageAssets(client, {}, '/')).toThrow(SERVER_ENTRY);
  });

  it("lists the browser build's stylesheets that nothing loads, and keeps the contact form's", () => {
    expect(browserStylesheets(client)).toEqual(['assets/style-1.css', 'assets/shared-2.css']);
    expect(browserStylesheets({ 'style.css': { file: 'assets/style-5.css', src: 'style.css' } })).toEqual([
      'assets/style-5.css',
    ]);
    const withForm = {
      ...client,
      [CONTACT_ENTRY]: { file: 'assets/contact.js', isEntry: true, css: ['assets/contact-3.css'] },
    };
    expect(browserStylesheets(withForm)).toEqual(['assets/style-1.css', 'assets/shared-2.css']);
  });
});
