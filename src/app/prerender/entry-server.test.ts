import { TAG_COLOR } from '../config/theme';

// The tests' own content (the demo fixture), not whatever src/content/ holds: an owner's raster photo
// is made for the prerender bundle only, so this render would show its stand-in.
vi.mock('@/content/profile', () => import('../../../e2e/fixtures/demo/profile'));
vi.mock('@/content/projects', () => import('../../../e2e/fixtures/demo/projects'));
vi.mock('@/content/contact', () => import('../../../e2e/fixtures/demo/contact'));
// The owner's address as written in site.ts, without its trailing slash.
vi.mock('@/content/site', async () => {
  const { site } = await import('../../../e2e/fixtures/demo/site');
  return { site: { ...site, url: 'https://owner.example/portfolio' } };
});

// The unit tests' workers share their modules between files: the page's modules are loaded afresh
// here, so that they read the mocks above and another file's copies never read them.
let prerenderSite: typeof import('./entry-server').prerenderSite;
beforeAll(async () => {
  vi.resetModules();
  ({ prerenderSite } = await import('./entry-server'));
});
afterAll(() => {
  vi.resetModules();
});

describe('the site for where it is served', () => {
  it('writes the address of site.ts one way: with the trailing slash every output appends to', () => {
    expect(prerenderSite({ base: '/' }).site.url).toBe('https://owner.example/portfolio/');
  });

  it('lets SITE_URL win, written the same way', () => {
    expect(prerenderSite({ base: '/', siteUrl: 'https://jane.dev' }).site.url).toBe('https://jane.dev/');
  });
});

describe('the pages of the site, rendered with the base and address given once', () => {
  const served = () => prerenderSite({ base: '/portfolio/', siteUrl: 'https://jane.dev/portfolio' });

  it('links the home page from the not-found page under the base', async () => {
    const { html } = await served().renderNotFound();
    expect(html).toContain('href="/portfolio/"');
  });

  it('gives the home page the address for its canonical link and sharing cards', async () => {
    const { head } = await served().renderHome({ url: '/portfolio/assets/share.png', width: 1200, height: 630 });
    expect(head).toContain('<link rel="canonical" href="https://jane.dev/portfolio/" />');
    expect(head).toContain('content="https://jane.dev/portfolio/assets/share.png"');
  });
});

describe('the projects section', () => {
  it("gives a tag without a colour the theme's tag colour, the one the content check measures", async () => {
    const { html } = await prerenderSite({ base: '/' }).renderHome({ url: '/share.png', width: 1200, height: 630 });
    expect(html).toContain(`--badge-bg:${TAG_COLOR}`);
  });
});

describe('the home page, its islands rendered apart from it', () => {
  it('gives every element an id of its own, and every inline style rule a class of its own', async () => {
    const { html } = await prerenderSite({ base: '/' }).renderHome({ url: '/share.png', width: 1200, height: 630 });
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(5);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // Mantine's inline style rules, each scoped to a class of its own (some inside a media query).
    const styled = [...html.matchAll(/<style data-mantine-styles="inline">(.*?)<\/style>/g)].flatMap((match) => [
      ...new Set([...(match[1] ?? '').matchAll(/\.(__m__-[\w-]+)\{/g)].map((rule) => rule[1])),
    ]);
    expect(styled.length).toBeGreaterThan(0);
    expect(styled.filter((name, index) => styled.indexOf(name) !== index)).toEqual([]);
  });
});
