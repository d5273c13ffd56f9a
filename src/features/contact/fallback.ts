import type { PageTexts } from '@/content/types';
import type { CaptchaOutcome } from './captcha';
import { FIELDS } from './fields';
import { sentFields, valueOf, type ContactValues } from './values';

// When the form cannot deliver, the visitor may write to the owner's address instead, with what
// they typed already in the e-mail.

/** Why a message was not delivered: at the captcha, or at the mail service (HTTP status, 0 for the network). */
export type DeliveryFailure =
  | { readonly stage: 'captcha'; readonly outcome: Exclude<CaptchaOutcome['kind'], 'token'> }
  | { readonly stage: 'send'; readonly status: number };

/**
 * Offered whenever the message could not go: a captcha that cannot load, is still loading, loses its
 * connection or never answers, and every failure at the mail service (a request it rejects is the
 * site's to fix, not the visitor's, and trying again will not help them). Not for a challenge the
 * visitor closed: solving it sends.
 */
export function offersFallback(failure: DeliveryFailure): boolean {
  return failure.stage === 'send' || failure.outcome !== 'closed';
}

/** Mail clients and browsers reliably take mailto: links of about this many characters. */
export const MAILTO_MAX = 2_000;

/** The e-mail's subject, and the note that ends a message cut to fit. */
export type MailTexts = Pick<PageTexts, 'mailSubject' | 'mailShortened'>;

/**
 * The e-mail's text: the message, signed with the other fields the visitor typed, one a line (an
 * optional field left empty takes none).
 */
export function mailBody(values: ContactValues, texts: MailTexts, shortened = false): string {
  const message = shortened ? `${values.message.trimEnd()}…\n\n${texts.mailShortened}` : values.message;
  const signature = sentFields(values).filter(({ field }) => field.input !== 'message');
  return [message, '', ...signature.map(({ value }) => value)].join('\n');
}

// RFC 6068: percent-encoded UTF-8, line breaks as CRLF.
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));

function href(to: string, values: ContactValues, texts: MailTexts, shortened: boolean) {
  return `mailto:${encode(to).replace('%40', '@')}?subject=${encode(texts.mailSubject(values.fullName.trim()))}&body=${encode(mailBody(values, texts, shortened))}`;
}

const graphemes = (text: string) => Array.from(new Intl.Segmenter().segment(text), (s) => s.segment);

/**
 * The longest start of `text`, cut between graphemes (never inside an emoji), that `fits`; '' if
 * none. A start longer than `max` never fits (every character takes at least one in the link), so
 * only the first `max` + 1 characters are looked at: the cost stays the same however long the text.
 */
function longestFitting(text: string, max: number, fits: (start: string) => boolean): string {
  // Cut there, the last piece may be part of a grapheme; it is longer than `max`, so it never fits.
  const parts = graphemes(text.slice(0, max + 1));
  let low = 0;
  let high = parts.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(parts.slice(0, mid).join(''))) low = mid;
    else high = mid - 1;
  }
  return parts.slice(0, low).join('');
}

export interface MailtoLink {
  readonly href: string;
  /** Part of what was typed did not fit: the e-mail says so, and the page should too. */
  readonly shortened: boolean;
}

/** The message is shortened first; then, only if they alone are too long, the fields that sign it, from the last. */
const SHORTENED_FIRST = [
  'message',
  ...FIELDS.filter((field) => field.input !== 'message')
    .map((field) => field.name)
    .reverse(),
] as const;

/**
 * A mailto: link to `to` carrying what the visitor typed, within `max` characters (SHORTENED_FIRST
 * says what gives way).
 */
export function mailtoLink(to: string, values: ContactValues, texts: MailTexts, max = MAILTO_MAX): MailtoLink {
  const full = href(to, values, texts, false);
  if (full.length <= max) return { href: full, shortened: false };
  let fitted = values;
  for (const field of SHORTENED_FIRST) {
    const fits = (start: string) => href(to, { ...fitted, [field]: start }, texts, true).length <= max;
    // A field that already fits is kept whole.
    fitted = { ...fitted, [field]: longestFitting(valueOf(fitted, field), max, fits) };
  }
  return { href: href(to, fitted, texts, true), shortened: true };
}
