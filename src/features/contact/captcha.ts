// Waiting for the invisible captcha's token without ever stranding the visitor: a challenge they
// close, a script that cannot load or is still loading, a lost connection and a captcha that never
// answers are each told, and soon.
import type { PageTexts } from '@/content/types';

/** With no challenge on screen, how long to wait for a token. */
export const NO_CHALLENGE_TIMEOUT_MS = 15_000;
/** Google's image challenge expires after two minutes: a visitor solving it is waited for that long. */
export const CHALLENGE_LIFE_MS = 120_000;
/** Solving hides the challenge too, a moment before the token arrives: only after this is it closed. */
export const CLOSE_GRACE_MS = 1_000;

export type CaptchaOutcome =
  | { readonly kind: 'token'; readonly token: string }
  /** The challenge was closed or expired without a token: trying again may work. */
  | { readonly kind: 'closed' }
  /** No token in the time allowed. */
  | { readonly kind: 'timeout' }
  /** The script was still loading when the time ran out: a slow or filtered network. */
  | { readonly kind: 'loading' }
  /** The captcha lost its connection (Google's error callback): trying again once connected may work. */
  | { readonly kind: 'error' }
  /** The script could not load: trying again will not help. */
  | { readonly kind: 'unavailable' };

/** What became of Google's script: loaded (its onload callback ran), or it could not load. */
export type ScriptState = 'loaded' | 'failed';

/** Calls `onVisible` when Google's challenge shows (true) or hides (false); returns how to stop. */
export type ChallengeWatcher = (onVisible: (visible: boolean) => void) => () => void;

export interface TokenRequest {
  /**
   * Runs the captcha; settles with its token, or never when the visitor closes the challenge; rejects
   * on the captcha's error. Called only once the script has loaded: a call before would be queued by
   * the widget and run when the script arrives, to show a challenge nobody is waiting for.
   */
  readonly execute: () => Promise<string | null>;
  /** Settles when the captcha script has loaded, or reports it could not. */
  readonly script: Promise<ScriptState>;
  readonly watchChallenge: ChallengeWatcher;
}

/** Resolves with the token, or with why there is none: at once, after a closed challenge's grace, or at the time limit. */
export function waitForToken({ execute, script, watchChallenge }: TokenRequest): Promise<CaptchaOutcome> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    let loaded = false;
    const timeUp = (): CaptchaOutcome => ({ kind: loaded ? 'timeout' : 'loading' });
    const after = (ms: number, outcome: () => CaptchaOutcome) => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(outcome()), ms);
    };

    after(NO_CHALLENGE_TIMEOUT_MS, timeUp);
    const stopWatching = watchChallenge((visible) => {
      if (visible) after(CHALLENGE_LIFE_MS, timeUp);
      else after(CLOSE_GRACE_MS, () => ({ kind: 'closed' }));
    });
    const finish = (outcome: CaptchaOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopWatching();
      resolve(outcome);
    };
    void script.then((state) => {
      if (state === 'failed') return finish({ kind: 'unavailable' });
      if (settled) return;
      loaded = true;
      execute().then(
        (token) => finish(token ? { kind: 'token', token } : { kind: 'closed' }),
        () => finish({ kind: 'error' }),
      );
    });
  });
}

/** A promise settled by calling `settle`: the captcha script's state, once known. */
export function scriptSignal() {
  let settle: (state: ScriptState) => void = () => undefined;
  const promise = new Promise<ScriptState>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

export type CaptchaTexts = Pick<
  PageTexts,
  'captchaRequired' | 'captchaUnavailable' | 'captchaLoading' | 'captchaError'
>;

/** Why there is no token, where trying again may not help, or may need the visitor's connection. */
const WHY: Partial<Record<CaptchaOutcome['kind'], keyof CaptchaTexts>> = {
  unavailable: 'captchaUnavailable',
  loading: 'captchaLoading',
  error: 'captchaError',
};

/** The notification for a captcha that gave no token: the form's message, and why when the visitor can act on it. */
export function captchaFailureMessage(outcome: Exclude<CaptchaOutcome['kind'], 'token'>, texts: CaptchaTexts): string {
  const why = WHY[outcome];
  return why ? `${texts.captchaRequired} ${texts[why]}` : texts.captchaRequired;
}
