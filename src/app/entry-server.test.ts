import { siteInfo } from './entry-server';

// The owner's address as written in site.ts, without its trailing slash.
vi.mock('@/content/site', async (importOriginal) => {
  const { site } = await importOriginal<typeof import('@/content/site')>();
  return { site: { ...site, url: 'https://owner.example/portfolio' } };
});

describe('siteInfo', () => {
  it('writes the address of site.ts one way: with the trailing slash every output appends to', () => {
    expect(siteInfo().site.url).toBe('https://owner.example/portfolio/');
  });

  it('lets SITE_URL win, written the same way', () => {
    expect(siteInfo('https://jane.dev').site.url).toBe('https://jane.dev/');
  });
});
