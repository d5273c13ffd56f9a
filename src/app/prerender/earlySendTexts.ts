import type { PageTexts } from '@/content/types';

/**
 * The prerendered status beside the contact form carries the texts the page's start module shows
 * there (earlySend.ts reads them): in the page's language, and no words of the page in the script on load.
 */
export const earlySendAttributes = (texts: Pick<PageTexts, 'earlySendHeld' | 'earlySendFailed'>) => ({
  'data-pressed': texts.earlySendHeld,
  'data-failed': texts.earlySendFailed,
});
