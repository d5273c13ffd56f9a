// The contact form's rules and messages (docs/behaviour.md), as pure functions.

export const LIMITS = {
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 254,
  messageMax: 5000,
} as const;

export const MESSAGES = {
  fullNameShort: `Name must have at least ${LIMITS.fullNameMin} letters`,
  fullNameLong: `Name must be at most ${LIMITS.fullNameMax} characters`,
  emailInvalid: 'Invalid email',
  emailLong: `Email must be at most ${LIMITS.emailMax} characters`,
  messageEmpty: 'Message must not be empty',
  messageLong: `Message must be at most ${LIMITS.messageMax.toLocaleString('en-US')} characters`,
} as const;

/** Counted in code points, so that an emoji is one character, as the visitor sees it. */
export const characterCount = (value: string) => [...value].length;
const length = characterCount;

export function validateFullName(value: string): string | null {
  const name = value.trim();
  if (length(name) < LIMITS.fullNameMin) return MESSAGES.fullNameShort;
  if (length(name) > LIMITS.fullNameMax) return MESSAGES.fullNameLong;
  return null;
}

export function validateEmail(value: string): string | null {
  if (!/^\S+@\S+$/.test(value)) return MESSAGES.emailInvalid;
  if (length(value) > LIMITS.emailMax) return MESSAGES.emailLong;
  return null;
}

export function validateMessage(value: string): string | null {
  if (value.trim().length === 0) return MESSAGES.messageEmpty;
  if (length(value) > LIMITS.messageMax) return MESSAGES.messageLong;
  return null;
}
