import postcss from 'postcss';
import { darkSchemeOnly } from './darkScheme.ts';

const run = async (css: string) => (await postcss([darkSchemeOnly()]).process(css, { from: undefined })).css;

describe('darkSchemeOnly', () => {
  it("drops the light scheme's variables and rules, in every way Mantine writes them", async () => {
    const css = [
      ':root[data-mantine-color-scheme=light], :host([data-mantine-color-scheme=light]) { --mantine-color-body: #fff }',
      "[data-mantine-color-scheme='light'] .a { color: black }",
      ':where([data-mantine-color-scheme="light"]) .b:hover { color: black }',
    ].join('\n');
    expect((await run(css)).trim()).toBe('');
  });

  it('keeps the dark scheme, the rules for any scheme, and the dark half of a rule for both', async () => {
    const css = [
      ':root[data-mantine-color-scheme=dark] { --mantine-color-body: #242424 }',
      '[data-mantine-color-scheme] .c[data-error] { color: red }',
      '.d { color: var(--mantine-color-text) }',
      '[data-mantine-color-scheme=light] .e, [data-mantine-color-scheme=dark] .e { color: grey }',
    ].join('\n');
    expect(await run(css)).toBe(
      [
        ':root[data-mantine-color-scheme=dark] { --mantine-color-body: #242424 }',
        '[data-mantine-color-scheme] .c[data-error] { color: red }',
        '.d { color: var(--mantine-color-text) }',
        '[data-mantine-color-scheme=dark] .e { color: grey }',
      ].join('\n'),
    );
  });
});
