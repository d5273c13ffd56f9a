import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ReCAPTCHA } from 'react-google-recaptcha';
import { scriptSignal, waitForToken, type CaptchaOutcome } from './captcha';
import { retryCaptchaScript, widgetCodeLoaded } from './captchaScript';
import { domChallengeWatcher } from './challenge';

/** The captcha's life in the form: when its widget is drawn, its script's tries, and its tokens. */
export interface Captcha {
  /** The widget is drawn: the form came near the viewport or was focused, or a Send waits for it. */
  readonly wanted: boolean;
  /** Draws the widget now. Stable. */
  readonly want: () => void;
  /** The widget's key: each try at loading Google's script draws a widget of its own. */
  readonly scriptTry: number;
  /** The drawn widget's ref and events (stable, so that the widget is made once per try). */
  readonly widgetRef: (instance: ReCAPTCHA | null) => void;
  readonly onToken: (token: string | null) => void;
  readonly onScriptLoad: (result: { errored?: boolean }) => void;
  /** A token for one send, or why there is none; a script that failed is tried again first. */
  readonly getToken: () => Promise<CaptchaOutcome>;
}

/** The captcha of the form in `formRef`: its script loads as the form comes near or is focused, not with the page. */
export function useCaptcha(formRef: RefObject<HTMLFormElement | null>): Captcha {
  const captchaRef = useRef<ReCAPTCHA | null>(null);
  // The widget's change event stores the token; getToken reads it.
  const token = useRef<string | null>(null);
  // One try at loading Google's script: a try that failed is replaced by the next send's.
  const [scriptTry, setScriptTry] = useState(0);
  const captchaScript = useRef(scriptSignal());
  const scriptFailed = useRef(false);
  const captchaMounted = useRef<(() => void) | null>(null);
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    const element = formRef.current;
    if (!element || wanted) return;
    // A field focused before the form worked (its code may have come for that focus) counts as one now.
    if (element.contains(document.activeElement)) {
      want();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    element.addEventListener('focusin', want);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', want);
    };
  }, [formRef, wanted, want]);

  const ref = useCallback((instance: ReCAPTCHA | null) => {
    captchaRef.current = instance;
    if (instance) captchaMounted.current?.();
  }, []);
  const onChange = useCallback((value: string | null) => {
    token.current = value;
  }, []);
  const asyncScriptOnLoad = useCallback(({ errored }: { errored?: boolean }) => {
    // Called when Google's onload callback has run, when the script could not load, and as the
    // widget mounts if a grecaptcha is already defined, which api.js does before the widget's code
    // arrives: only then is the script loaded. With no grecaptcha at all, nothing will render: a
    // failure, which the next send tries again.
    if (errored || !('grecaptcha' in window)) {
      scriptFailed.current = true;
      captchaScript.current.settle('failed');
    } else if (widgetCodeLoaded()) {
      captchaScript.current.settle('loaded');
    }
  }, []);

  /** Resolves when a widget is next mounted. */
  const nextMount = () =>
    new Promise<void>((resolve) => {
      captchaMounted.current = () => {
        captchaMounted.current = null;
        resolve();
      };
    });

  /** A new try at loading the script, once the last one failed: resolves when its widget is mounted. */
  const retryScript = () => {
    scriptFailed.current = false;
    captchaScript.current = scriptSignal();
    const mounted = nextMount();
    setScriptTry(retryCaptchaScript());
    return mounted;
  };

  const getToken = async (): Promise<CaptchaOutcome> => {
    if (scriptFailed.current) await retryScript();
    // A Send held from before the form worked is answered as the widget mounts: a widget wanted
    // but not yet in place is waited for.
    if (!captchaRef.current && wanted) await nextMount();
    const captcha = captchaRef.current;
    // Not drawn yet (the form was never near the viewport nor focused): the next try has it.
    if (!captcha) return { kind: 'closed' };
    token.current = null;
    try {
      const outcome = await waitForToken({
        execute: () => captcha.executeAsync(),
        script: captchaScript.current.promise,
        watchChallenge: domChallengeWatcher(),
      });
      return outcome.kind === 'token' && token.current ? { kind: 'token', token: token.current } : outcome;
    } finally {
      // Tokens are single use, and a closed challenge's execution never settles: the next try starts afresh.
      captcha.reset();
    }
  };

  return { wanted, want, scriptTry, widgetRef: ref, onToken: onChange, onScriptLoad: asyncScriptOnLoad, getToken };
}
