import type { PageTexts } from '@/content/types';
import { validateEmail, validateFullName, validateMessage } from './validation';

// The contact form's fields, declared once: the form draws them in this order and checks them with
// their rules, the draft keeps them, the e-mail (send.ts) and the mail fallback (fallback.ts) carry
// them. The page's start module reads the prerendered fields themselves (draftStorage.ts), so
// none of this is in its script.

/** The page's texts that are plain words: a field's label is one of them. */
type Label = { [K in keyof PageTexts]: PageTexts[K] extends string ? K : never }[keyof PageTexts];

export interface Field {
  readonly name: string;
  /** Its label, among the page's texts (src/content/types.ts), so that an owner can translate it. */
  readonly label: Label;
  /**
   * A line of text, an e-mail address, or the message: the e-mail's body, several lines sent as
   * typed (a line's outer spaces are slips, and are trimmed).
   */
  readonly input: 'text' | 'email' | 'message';
  readonly autoComplete?: string;
  /** Marked with an asterisk and aria-required, and checked even when empty; an optional one may stay empty. */
  readonly required: boolean;
  /** What the form says of a value to fix, in the page's texts; null when it is fine. */
  readonly rule?: (value: string, texts: PageTexts) => string | null;
}

const DECLARED = [
  { name: 'fullName', label: 'fullName', input: 'text', autoComplete: 'name', required: true, rule: validateFullName },
  { name: 'email', label: 'email', input: 'email', autoComplete: 'email', required: true, rule: validateEmail },
  { name: 'message', label: 'message', input: 'message', required: true, rule: validateMessage },
] as const satisfies readonly Field[];

type Declared = (typeof DECLARED)[number];
export type FieldName = Declared['name'];
/** The fields that must be filled: the others may be left out of the values. */
export type RequiredName = Extract<Declared, { readonly required: true }>['name'];

export const FIELDS: readonly (Field & { readonly name: FieldName })[] = DECLARED;

/** What the form says of a field's value: an optional field left empty is fine, whatever its rule. */
export function fieldError(field: Field, value: string, texts: PageTexts): string | null {
  if (!field.required && value.trim() === '') return null;
  return field.rule?.(value, texts) ?? null;
}
