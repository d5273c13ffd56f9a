import { isHomePath } from './paths';

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
