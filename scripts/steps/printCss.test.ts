import { describe, expect, it } from 'vitest';
import { splitPrintCss } from './printCss.ts';

const squeeze = (css: string) => css.replace(/\s+/g, ' ').trim();

describe('the print rules, split from the screen’s', () => {
  it('moves every top-level @media print block, in order, and leaves the rest as it was', () => {
    const { screen, print } = splitPrintCss(`
      .a { color: red }
      @media print { .a { color: black } @page { margin: 1cm } }
      @media (min-width: 48em) { .b { display: flex } }
      @MEDIA PRINT { .b { display: none } }`);
    expect(squeeze(screen)).toBe('.a { color: red } @media (min-width: 48em) { .b { display: flex } }');
    expect(squeeze(print)).toBe('.a { color: black } @page { margin: 1cm } .b { display: none }');
  });

  it('leaves a query that names print with anything else where it is', () => {
    const css = '@media print and (min-width: 10cm) { .a { color: black } } @media screen, print { .b { color: red } }';
    const { screen, print } = splitPrintCss(css);
    expect(squeeze(screen)).toBe(squeeze(css));
    expect(print).toBe('');
  });
});
