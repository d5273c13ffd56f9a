import { isHomePath, siteAddress } from './paths';

describe('isHomePath', () => {
  it.each([
    ['/', '/', true],
    ['/index.html', '/', true],
    ['/projects', '/', false],
    ['/no/such/page', '/', false],
    ['/index.htm', '/', false],
    ['/portfolio/', '/portfolio/', true],
    ['/portfolio', '/portfolio/', true],
    ['/portfolio/index.html', '/portfolio/', true],
    ['/', '/portfolio/', false],
    ['/portfolio/x', '/portfolio/', false],
    ['/portfolio2/', '/portfolio/', false],
    // A base given without its trailing slash means the same.
    ['/portfolio/', '/portfolio', true],
    ['/portfolio/index.html', '/portfolio', true],
    ['/portfolio', '/portfolio', true],
    ['/portfolio/x', '/portfolio', false],
  ])('%s under base %s: %s', (pathname, base, expected) => {
    expect(isHomePath(pathname, base)).toBe(expected);
  });
});

describe('siteAddress', () => {
  it.each([
    ['https://jane.dev', 'https://jane.dev/'],
    ['https://jane.dev/', 'https://jane.dev/'],
    ['https://owner.github.io/portfolio', 'https://owner.github.io/portfolio/'],
    ['https://owner.github.io/portfolio/', 'https://owner.github.io/portfolio/'],
    ['http://127.0.0.1:4173', 'http://127.0.0.1:4173/'],
    ['https://JANE.dev/a&b/?utm=1#top', 'https://jane.dev/a&b/'],
  ])('%s is written %s', (url, address) => {
    expect(siteAddress(url)).toBe(address);
  });
});
