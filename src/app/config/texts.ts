import { site } from '@/content/site';
import { texts } from '@/content/texts';
import type { PageTexts } from '@/content/types';
import { ENGLISH } from './english';
import { languageOf } from './language';

/** The page's texts: the content's, and English for those it leaves out. */
export const TEXTS: PageTexts = { ...ENGLISH, ...texts };

/** The page's language and direction, from site.ts. */
export const LANGUAGE = languageOf(site.language);
