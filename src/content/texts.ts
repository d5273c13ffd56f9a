import type { TextOverrides } from './types';

// The page's own words, in the language of site.ts: write only those to change, the others stay
// English. TypeScript lists them all (PageTexts in types.ts; docs/texts.md shows each). A text with
// a value in it is a function of that value: fullNameShort: (min) => `Au moins ${min} lettres`.
export const texts: TextOverrides = {};
