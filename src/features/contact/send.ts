import { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import type { ContactValues } from './values';

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

/** A sentence for the visitor for each way a send can fail. */
export function failureReason(status: number, text: string): string {
  if (status === 0) return 'The mail service could not be reached. Check your connection and try again.';
  if (status === TIMED_OUT)
    return `The mail service did not answer within ${SEND_TIMEOUT_MS / 1000} seconds. Your message is kept: try again in a moment.`;
  if (status === 429) return 'Too many messages were sent from here. Please wait a minute and try again.';
  if (status === 403) return 'The mail service refused this message.';
  if (status === 451) return 'The mail service does not accept messages from headless browsers.';
  if (status >= 500) return 'The mail service is unavailable right now. Please try again later.';
  const said = text.trim().slice(0, 200);
  return said ? `The mail service said: ${said}` : `The mail service rejected the message (status ${status}).`;
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
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<SendResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, status: TIMED_OUT, reason: failureReason(TIMED_OUT, '') }),
      timeoutMs,
    );
  });
  return Promise.race([deliver(values, token, settings), timedOut]).finally(() => clearTimeout(timer));
}

async function deliver(values: ContactValues, token: string, settings: EmailSettings): Promise<SendResult> {
  // The key and the origin for this send: the origin is only set through init().
  init({ publicKey: settings.publicKey }, settings.origin);
  try {
    await send(settings.serviceId, settings.templateId, {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      message: values.message,
      'g-recaptcha-response': token,
    });
    return { ok: true };
  } catch (error) {
    // EmailJS rejects with its status for HTTP answers; fetch itself throws when the network fails.
    if (error instanceof EmailJSResponseStatus) {
      return { ok: false, status: error.status, reason: failureReason(error.status, error.text) };
    }
    if (typeof error === 'string')
      return { ok: false, status: -1, reason: `The contact form is misconfigured: ${error}` };
    return { ok: false, status: 0, reason: failureReason(0, '') };
  }
}
