// Waiting for the invisible captcha's token without ever stranding the visitor: a challenge they
// close, a script that cannot load and a captcha that never answers are each told, and soon.

/** With no challenge on screen, how long to wait for a token. */
export const NO_CHALLENGE_TIMEOUT_MS = 15_000;
/** Google's image challenge expires after two minutes: a visitor solving it is waited for that long. */
export const CHALLENGE_LIFE_MS = 120_000;
/** Solving hides the challenge too, a moment before the token arrives: only after this is it closed. */
export const CLOSE_GRACE_MS = 1_000;

export type CaptchaOutcome =
  | { readonly kind: 'token'; readonly token: string }
  /** The challenge was closed, failed or expired without a token: trying again may work. */
  | { readonly kind: 'closed' }
  /** No token in the time allowed. */
  | { readonly kind: 'timeout' }
  /** The script could not load: trying again will not help. */
  | { readonly kind: 'unavailable' };

/** Calls `onVisible` when Google's challenge shows (true) or hides (false); returns how to stop. */
export type ChallengeWatcher = (onVisible: (visible: boolean) => void) => () => void;

export interface TokenRequest {
  /** Runs the captcha; settles with its token, or never when the visitor closes the challenge. */
  readonly execute: () => Promise<string | null>;
  /** Settles when the captcha script reports it could not load. */
  readonly failed: Promise<void>;
  readonly watchChallenge: ChallengeWatcher;
}

/** Resolves with the token, or with why there is none: at once, after a closed challenge's grace, or at the time limit. */
export function waitForToken({ execute, failed, watchChallenge }: TokenRequest): Promise<CaptchaOutcome> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const after = (ms: number, outcome: CaptchaOutcome) => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(outcome), ms);
    };

    after(NO_CHALLENGE_TIMEOUT_MS, { kind: 'timeout' });
    const stopWatching = watchChallenge((visible) => {
      if (visible) after(CHALLENGE_LIFE_MS, { kind: 'timeout' });
      else after(CLOSE_GRACE_MS, { kind: 'closed' });
    });
    const finish = (outcome: CaptchaOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopWatching();
      resolve(outcome);
    };
    void failed.then(() => finish({ kind: 'unavailable' }));
    execute().then(
      (token) => finish(token ? { kind: 'token', token } : { kind: 'closed' }),
      () => finish({ kind: 'closed' }),
    );
  });
}

/** A promise settled by calling `fail`: the captcha script reporting it could not load. */
export function failureSignal() {
  let fail: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    fail = resolve;
  });
  return { promise, fail };
}

export const CAPTCHA_REQUIRED = 'Please complete the reCAPTCHA.';

/** The notification for a captcha that gave no token: the form's message, and why when trying again will not help. */
export function captchaFailureMessage(outcome: Exclude<CaptchaOutcome['kind'], 'token'>): string {
  if (outcome !== 'unavailable') return CAPTCHA_REQUIRED;
  return `${CAPTCHA_REQUIRED} The spam check could not load: a browser extension or a network filter may be blocking it.`;
}
