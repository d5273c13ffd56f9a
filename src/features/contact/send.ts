import { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import type { PageTexts } from '@/content/types';
import { sentFields, type ContactValues } from './values';

/** Where and as whom messages are sent: EmailJS's public values. */
export interface EmailSettings {
  readonly publicKey: string;
  readonly serviceId: string;
  readonly templateId: string;
  /** The EmailJS API origin: the hosted service, or the local mail catcher. */
  readonly origin: string;
}

/** How long a send is waited for before it is given up and the visitor told. */
export const SEND_TIMEOUT_MS = 20_000;
/** A send given up after SEND_TIMEOUT_MS: reported as HTTP's own "request timeout". */
export const TIMED_OUT = 408;

export type SendResult =
  { readonly ok: true } | { readonly ok: false; readonly status: number; readonly reason: string };

/** The sentences that tell the visitor why a send failed. */
export type SendTexts = Pick<
  PageTexts,
  | 'sendUnreachable'
  | 'sendTimedOut'
  | 'sendTooMany'
  | 'sendRefused'
  | 'sendHeadless'
  | 'sendUnavailable'
  | 'sendServiceSaid'
  | 'sendRejected'
  | 'sendMisconfigured'
>;

/** A sentence for the visitor for each way a send can fail. */
export function failureReason(status: number, text: string, texts: SendTexts): string {
  if (status === 0) return texts.sendUnreachable;
  if (status === TIMED_OUT) return texts.sendTimedOut(SEND_TIMEOUT_MS / 1000);
  if (status === 429) return texts.sendTooMany;
  if (status === 403) return texts.sendRefused;
  if (status === 451) return texts.sendHeadless;
  if (status >= 500) return texts.sendUnavailable;
  const said = text.trim().slice(0, 200);
  return said ? texts.sendServiceSaid(said) : texts.sendRejected(status);
}

/**
 * Sends the message with its captcha token through EmailJS; never throws. After `timeoutMs` it gives
 * up with TIMED_OUT: EmailJS 4.4.1 takes no AbortSignal (its fetch is its own), so the request is
 * left to finish unheard; whatever it answers later changes nothing.
 */
export function sendMessage(
  values: ContactValues,
  token: string,
  settings: EmailSettings,
  texts: SendTexts,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<SendResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, status: TIMED_OUT, reason: failureReason(TIMED_OUT, '', texts) }),
      timeoutMs,
    );
  });
  return Promise.race([deliver(values, token, settings, texts), timedOut]).finally(() => clearTimeout(timer));
}

async function deliver(
  values: ContactValues,
  token: string,
  settings: EmailSettings,
  texts: SendTexts,
): Promise<SendResult> {
  // The key and the origin for this send: the origin is only set through init().
  init({ publicKey: settings.publicKey }, settings.origin);
  try {
    // Each field by its name, the EmailJS template's variables (README); an optional one left empty is not sent.
    const fields = Object.fromEntries(sentFields(values).map(({ field, value }) => [field.name, value]));
    await send(settings.serviceId, settings.templateId, { ...fields, 'g-recaptcha-response': token });
    return { ok: true };
  } catch (error) {
    // EmailJS rejects with its status for HTTP answers; fetch itself throws when the network fails.
    if (error instanceof EmailJSResponseStatus) {
      return { ok: false, status: error.status, reason: failureReason(error.status, error.text, texts) };
    }
    if (typeof error === 'string') return { ok: false, status: -1, reason: texts.sendMisconfigured(error) };
    return { ok: false, status: 0, reason: failureReason(0, '', texts) };
  }
}
