// The contact form's rules and messages (docs/behaviour.md), as pure functions.
import type { PageTexts } from '@/content/types';

export const LIMITS = {
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 254,
  messageMax: 5000,
} as const;

/** What the form says of a field to fix. */
export type ValidationTexts = Pick<
  PageTexts,
  'fullNameShort' | 'fullNameLong' | 'emailInvalid' | 'emailLong' | 'messageEmpty' | 'messageLong'
>;

/** Counted in code points, so that an emoji is one character, as the visitor sees it. */
export const characterCount = (value: string) => [...value].length;
const length = characterCount;

export function validateFullName(value: string, texts: ValidationTexts): string | null {
  const name = value.trim();
  if (length(name) < LIMITS.fullNameMin) return texts.fullNameShort(LIMITS.fullNameMin);
  if (length(name) > LIMITS.fullNameMax) return texts.fullNameLong(LIMITS.fullNameMax);
  return null;
}

export function validateEmail(value: string, texts: ValidationTexts): string | null {
  if (!/^\S+@\S+$/.test(value)) return texts.emailInvalid;
  if (length(value) > LIMITS.emailMax) return texts.emailLong(LIMITS.emailMax);
  return null;
}

export function validateMessage(value: string, texts: ValidationTexts): string | null {
  if (value.trim().length === 0) return texts.messageEmpty;
  if (length(value) > LIMITS.messageMax) return texts.messageLong(LIMITS.messageMax);
  return null;
}
