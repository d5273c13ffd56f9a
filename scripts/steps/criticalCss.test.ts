import { broaden, criticalCss, laterCss } from './criticalCss.ts';

const page = (body: string, root = '<html data-mantine-color-scheme="dark">') =>
  `<!doctype html>${root}<head><title>T</title></head><body>${body}</body></html>`;

const PAGE = page(`
  <nav><a class="link" href="#about" aria-current="true">About</a><a class="link" href="#work">Work</a></nav>
  <main style="--gap: var(--space-md)"><h1 class="title">Name</h1><input class="field" placeholder="Name" /></main>`);

/** The selectors of the rules kept, in order, one string per rule. */
const kept = (css: string, pages = [PAGE]) =>
  [...criticalCss(css, pages).matchAll(/([^{}]+)\{/g)].map((match) => (match[1] ?? '').trim());

describe('broadening a selector to every state it can match, the navigation’s too', () => {
  it.each([
    ['.link:hover', '.link'],
    ['.field:focus-visible::placeholder', '.field'],
    ['.a:before', '.a'],
    ['.menu[data-x]:not(:hover) > .b', '.menu[data-x] > .b'],
    ['.a:not(.b:focus) .c', '.a .c'],
    [':focus-visible', '*'],
    ['input:-webkit-autofill', 'input'],
    ['.a:first-child:hover', '.a:first-child'],
    ['.a:not(.b)', '.a:not(.b)'],
    ['.a :hover', '.a *'],
    ['.burger[data-opened]::before', '.burger'],
    ['.menu[data-open=true] .link', '.menu .link'],
    ['.link:where([data-active],[aria-current=page])', '.link:where(*,*)'],
    ['.link[href][data-active]', '.link[href]'],
    ["[aria-busy='true'] button[type='submit']", "* button[type='submit']"],
  ])('%s judged as %s', (selector, broadened) => {
    expect(broaden(selector)).toBe(broadened);
  });
});

describe('the first screen’s stylesheet', () => {
  it('keeps the rules that match the page, in any state, and drops the others', () => {
    const css = `
      .link { color: red }
      .link:hover { color: blue }
      .link[aria-current] { font-weight: bold }
      .link[data-active] { color: green }
      .link[data-disabled] { opacity: .4 }
      .field::placeholder { opacity: .5 }
      .field[data-error] { border-color: red }
      .notification { position: fixed }
      :root[data-mantine-color-scheme=dark] .title { color: white }
      :root[data-mantine-color-scheme=light] .title { color: black }`;
    expect(kept(css)).toEqual([
      '.link',
      '.link:hover',
      '.link[aria-current]',
      '.link[data-active]',
      '.field::placeholder',
      ':root[data-mantine-color-scheme=dark] .title',
    ]);
  });

  it('keeps a list whole when one of its selectors matches, on any of the pages', () => {
    const notFound = page('<h1 class="missing">Not found</h1>');
    expect(kept('.menu, .missing { margin: 0 } .menu, .gone { margin: 0 }', [PAGE, notFound])).toEqual([
      '.menu, .missing',
    ]);
    // A browser that does not know one selector of a list drops the whole rule: so does this one's copy.
    expect(kept('.title:-moz-focusring, .title:focus-visible { outline: 0 }')).toEqual([
      '.title:-moz-focusring, .title:focus-visible',
    ]);
  });

  it('keeps nested rules and rules in @scope, which depend on another selector', () => {
    const css = '.title { & .gone { color: red } } @scope (.card) { .gone { color: red } } .gone { color: red }';
    const critical = criticalCss(css, [PAGE]);
    expect(critical).toContain('& .gone');
    expect(critical).toContain('@scope (.card) { .gone');
    expect(critical).not.toMatch(/}\s*\.gone/);
  });

  it('keeps every layer, empty or not, so that they keep their order', () => {
    const critical = criticalCss('@layer base { .gone { color: red } } @layer page { .title { color: white } }', [
      PAGE,
    ]);
    // Both there, in their order: a missing one would be found at -1, before the other.
    expect(critical.indexOf('@layer base')).toBeGreaterThanOrEqual(0);
    expect(critical.indexOf('@layer base')).toBeLessThan(critical.indexOf('@layer page'));
  });

  it('keeps a rule whose selector it cannot read, rather than lose it', () => {
    expect(kept('.title:unknown-state(1) { margin: 0 }')).toEqual(['.title:unknown-state(1)']);
  });

  it('drops the media queries and @supports left empty, and keeps the rules inside the others', () => {
    const css = `
      @media (min-width: 48em) { .menu { display: none } }
      @media (min-width: 48em) { @supports (display: grid) { .nothing { display: grid } } }
      @supports (field-sizing: content) { .field { field-sizing: content } }`;
    const critical = criticalCss(css, [PAGE]);
    expect(critical).not.toContain('48em');
    expect(critical).toContain('@supports (field-sizing: content)');
    expect(critical).toContain('.field { field-sizing: content }');
  });

  it('keeps the custom properties the kept rules and the inline styles read, through each other', () => {
    const css = `
      :root { --space-md: 16px; --unused: 1px; --accent: var(--grape-4); --grape-4: #cc5de8; --grape-9: #862e9c; --red: red }
      .title { color: var(--accent) }
      .notification { color: var(--red) }`;
    const critical = criticalCss(css, [PAGE]);
    expect(critical).toContain('--space-md: 16px');
    expect(critical).toContain('--accent: var(--grape-4)');
    expect(critical).toContain('--grape-4: #cc5de8');
    expect(critical).not.toContain('--unused');
    expect(critical).not.toContain('--grape-9');
    expect(critical).not.toContain('--red');
  });

  it('keeps the custom properties the page’s own <style> elements read, as Mantine’s theme does', () => {
    const themed = page('<style>:root { --primary: var(--grape-filled) }</style><h1 class="title">Name</h1>');
    const css =
      ':root { --grape-filled: var(--grape-9); --grape-9: #862e9c; --blue-filled: blue } .title { color: var(--primary) }';
    const critical = criticalCss(css, [themed]);
    expect(critical).toContain('--grape-filled: var(--grape-9)');
    expect(critical).toContain('--grape-9: #862e9c');
    expect(critical).not.toContain('--blue-filled');
  });

  it('keeps the keyframes a kept rule or the page animates with, however named, and fonts', () => {
    const css = `
      @font-face { font-family: Oswald; src: url(oswald.woff2) }
      @keyframes fade { from { opacity: 0 } to { opacity: 1 } }
      @keyframes "slide" { to { translate: 10px } }
      @keyframes pulse { to { opacity: .5 } }
      @keyframes glow { to { opacity: .8 } }
      @keyframes spin { to { transform: rotate(1turn) } }
      .title { animation: fade 1s, "slide" 2s }
      .field { --ring: pulse; -webkit-animation: var(--ring) 1s }
      .loader { animation-name: spin }`;
    const animated = page('<h1 class="title" style="animation: glow 1s">Name</h1><input class="field" />');
    const critical = criticalCss(css, [animated]);
    expect(critical).toContain('@font-face');
    for (const name of ['fade', '"slide"', 'pulse', 'glow']) expect(critical).toContain(`@keyframes ${name}`);
    expect(critical).not.toContain('@keyframes spin');
  });
});

describe('the whole stylesheet, as it follows the critical one', () => {
  const whole = `
    @font-face { font-family: Oswald; font-weight: 200 700; src: url(oswald.woff2) }
    @font-face { font-family: Mono; src: url(mono.woff2) }
    .title { font-family: Oswald }
    .form { color: red }`;

  const rules = (css: string) => [...css.matchAll(/([^{}]+)\{/g)].map((match) => (match[1] ?? '').trim());

  it('leaves out the font faces the critical one declares, and keeps every other rule in its order', () => {
    const critical = criticalCss(whole, [page('<h1 class="title">Name</h1>')]);
    expect(rules(laterCss(whole, critical))).toEqual(['.title', '.form']);
  });

  it('keeps a face the critical one does not declare', () => {
    const critical = '@font-face { font-family: Oswald; font-weight: 200 700; src: url(oswald.woff2) }';
    const later = laterCss(whole, critical);
    expect(rules(later)).toEqual(['@font-face', '.title', '.form']);
    expect(later).toContain('url(mono.woff2)');
  });

  it('keeps a face the critical one declares otherwise', () => {
    const later = laterCss(whole, '@font-face { font-family: Oswald; src: url(other.woff2) }');
    expect(later).toContain('url(oswald.woff2)');
  });
});
