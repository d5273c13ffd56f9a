import type { PageTexts } from '@/content/types';
import { FAILED_STATUS, HELD_STATUS } from '@/features/contact/earlySend';

/**
 * The prerendered status beside the contact form carries the texts of the page's start module that
 * are not the English ones it knows (earlySend.ts reads them): the page's language, and no content
 * in the script on load.
 */
export const earlySendAttributes = (texts: Pick<PageTexts, 'earlySendHeld' | 'earlySendFailed'>) => ({
  ...(texts.earlySendHeld !== HELD_STATUS && { 'data-pressed': texts.earlySendHeld }),
  ...(texts.earlySendFailed !== FAILED_STATUS && { 'data-failed': texts.earlySendFailed }),
});
