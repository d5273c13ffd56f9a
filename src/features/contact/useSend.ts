import { useLayoutEffect, useRef, useState } from 'react';
import type { PageTexts } from '@/content/types';
import { captchaFailureMessage, type CaptchaOutcome } from './captcha';
import { afterSent, clearDraft, saveDraft } from './draft';
import { offersFallback, type DeliveryFailure } from './fallback';
import { sendMessage, type EmailSettings } from './send';
import { EMPTY_VALUES, type ContactValues } from './values';

/** The form's values, as the send reads and replaces them (Mantine's form). */
export interface SendForm {
  readonly getValues: () => ContactValues;
  readonly setValues: (values: ContactValues) => void;
  readonly reset: () => void;
  readonly clearErrors: () => void;
}

export interface SendOptions {
  readonly form: SendForm;
  readonly getToken: () => Promise<CaptchaOutcome>;
  readonly email: EmailSettings;
  readonly texts: PageTexts;
  /** Tells the visitor the message went, or why it did not. */
  readonly tell: { readonly sent: () => void; readonly failed: (message: string) => void };
  /** The form starts afresh (emptied, or left with what was typed meanwhile): it validates at the next Send again. */
  readonly afresh: () => void;
}

export interface Send {
  /** Sends these values: a captcha token, then the mail service; the visitor is told how it went. */
  readonly submit: (values: ContactValues) => Promise<void>;
  /** A send is on its way: the form takes no other. */
  readonly sending: () => boolean;
  /** Empties the form and the draft. */
  readonly reset: () => void;
  /** The message could not go: the e-mail to the owner is offered. */
  readonly fallbackOffered: boolean;
}

/** The form's sending: one at a time, told to the visitor, and what stays in the form after. */
export function useSend({ form, getToken, email, texts, tell, afresh }: SendOptions): Send {
  const [fallbackOffered, setFallbackOffered] = useState(false);

  // A send still on its way when the form goes away says nothing after: the notifications are the
  // page's, and would show it to whatever form comes next. Set in the hydration's own commit: the form
  // answers a Send from then on, before React runs its passive effects.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const failed = (failure: DeliveryFailure, message: string) => {
    tell.failed(message);
    if (offersFallback(failure)) setFallbackOffered(true);
  };

  const reset = () => {
    afresh();
    form.reset();
    clearDraft();
    setFallbackOffered(false);
  };

  const deliver = async (values: ContactValues) => {
    const captcha = await getToken();
    if (!mounted.current) return;
    if (captcha.kind !== 'token') {
      failed({ stage: 'captcha', outcome: captcha.kind }, captchaFailureMessage(captcha.kind, texts));
      return;
    }
    const result = await sendMessage(values, captcha.token, email, texts);
    if (!mounted.current) return;
    if (result.ok) {
      tell.sent();
      // What was sent is cleared; what the visitor typed (or reset and began) meanwhile is kept.
      const kept = afterSent(values, form.getValues());
      if (kept === EMPTY_VALUES) {
        reset();
      } else {
        afresh();
        form.setValues(kept);
        form.clearErrors();
        saveDraft(kept);
        setFallbackOffered(false);
      }
    } else {
      failed({ stage: 'send', status: result.status }, texts.sendFailed(result.reason));
    }
  };

  // One send at a time, whatever submits the form: the button, Enter in a field, a script, a held Send.
  // Marked as the send starts: the form's own `submitting` is set only at its next render, so two
  // submits before it both passed it, and the first then waited for a captcha token that went to
  // the second, to say 15 s later that the captcha was not completed.
  const inFlight = useRef(false);
  const submit = async (values: ContactValues) => {
    inFlight.current = true;
    try {
      await deliver(values);
    } finally {
      inFlight.current = false;
    }
  };

  return { submit, sending: () => inFlight.current, reset, fallbackOffered };
}
