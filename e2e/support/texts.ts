import { ENGLISH } from '../../src/app/config/english.ts';
import type { PageTexts } from '../../src/content/types.ts';
import { texts } from '../fixtures/demo/texts.ts';

/**
 * The demo's own texts, as its page takes them: English, with those its content overrides. The tests
 * find and check the page's words here, never as literals, so that a text changed where the page
 * takes it is changed for them too (src/app/config/english.test.ts pins the spec's words, once).
 */
export const TEXTS: PageTexts = { ...ENGLISH, ...texts };
