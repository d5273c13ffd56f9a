import {
  CHALLENGE_LIFE_MS,
  CLOSE_GRACE_MS,
  NO_CHALLENGE_TIMEOUT_MS,
  captchaFailureMessage,
  scriptSignal,
  waitForToken,
  type CaptchaOutcome,
} from './captcha';
import { ENGLISH } from '@/test/texts';

/** A challenge the test shows and hides, as Google's script would. */
function fakeChallenge() {
  let report: ((visible: boolean) => void) | undefined;
  const challenge = {
    watching: false,
    stops: 0,
    watch: (onVisible: (visible: boolean) => void) => {
      report = onVisible;
      challenge.watching = true;
      return () => {
        challenge.watching = false;
        challenge.stops += 1;
      };
    },
    show: () => report?.(true),
    hide: () => report?.(false),
  };
  return challenge;
}

/** A captcha whose token the test hands over (or never does). */
function pendingCaptcha() {
  let give: (token: string | null) => void = () => undefined;
  const execute = () =>
    new Promise<string | null>((resolve) => {
      give = resolve;
    });
  return { execute, give: (token: string | null) => give(token) };
}

/** Google's script, already loaded. */
const loadedScript = () => {
  const script = scriptSignal();
  script.settle('loaded');
  return script;
};

/** Starts a wait and records its outcome once it settles. */
function start(execute: () => Promise<string | null>, challenge = fakeChallenge(), script = loadedScript()) {
  const wait: { outcome?: CaptchaOutcome } = {};
  void waitForToken({ execute, script: script.promise, watchChallenge: challenge.watch }).then((outcome) => {
    wait.outcome = outcome;
  });
  return wait;
}

/** A wait started while Google's script is still loading: the test settles the script. */
function startLoading(execute = pendingCaptcha().execute) {
  const script = scriptSignal();
  const runs = vi.fn(execute);
  return { script, execute: runs, wait: start(runs, fakeChallenge(), script) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('waitForToken', () => {
  it('gives the token the captcha returns, and stops watching and timing', async () => {
    const challenge = fakeChallenge();
    const wait = start(async () => 'token', challenge);
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.outcome).toEqual({ kind: 'token', token: 'token' });
    expect(challenge.watching).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('settles once: what happens after the outcome changes nothing, and the watcher is stopped once', async () => {
    const challenge = fakeChallenge();
    const captcha = pendingCaptcha();
    const wait = start(captcha.execute, challenge);
    await vi.advanceTimersByTimeAsync(0);
    captcha.give('token');
    await vi.advanceTimersByTimeAsync(0);
    challenge.hide();
    await vi.advanceTimersByTimeAsync(CHALLENGE_LIFE_MS);
    expect(wait.outcome).toEqual({ kind: 'token', token: 'token' });
    expect(challenge.stops).toBe(1);
  });

  it('gives closed when the captcha returns nothing (an expired token), and error when it errors', async () => {
    for (const execute of [async () => null, async () => '']) {
      const wait = start(execute);
      await vi.advanceTimersByTimeAsync(0);
      expect(wait.outcome).toEqual({ kind: 'closed' });
    }
    // Google's error callback, which react-google-recaptcha turns into a rejection.
    const wait = start(() => Promise.reject(new Error('errored')));
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.outcome).toEqual({ kind: 'error' });
  });

  it('gives unavailable at once when the script reports it could not load, and runs nothing', async () => {
    const { script, execute, wait } = startLoading();
    await vi.advanceTimersByTimeAsync(1_000);
    script.settle('failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.outcome).toEqual({ kind: 'unavailable' });
    expect(execute).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs the captcha only once its script has loaded, within the same 15 s', async () => {
    const { script, execute, wait } = startLoading();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(execute).not.toHaveBeenCalled();
    script.settle('loaded');
    await vi.advanceTimersByTimeAsync(0);
    expect(execute).toHaveBeenCalledTimes(1);
    // The limit counts from the request, not from the load.
    await vi.advanceTimersByTimeAsync(4_999);
    expect(wait.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.outcome).toEqual({ kind: 'timeout' });
  });

  it('gives loading when the script has not loaded in 15 s, and never runs the captcha, even if it loads later', async () => {
    const { script, execute, wait } = startLoading();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(wait.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.outcome).toEqual({ kind: 'loading' });
    script.settle('loaded');
    await vi.advanceTimersByTimeAsync(0);
    expect(execute).not.toHaveBeenCalled();
  });

  it('with no challenge and no token, gives up after 15 s, not before', async () => {
    expect(NO_CHALLENGE_TIMEOUT_MS).toBe(15_000);
    const wait = start(pendingCaptcha().execute);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(wait.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.outcome).toEqual({ kind: 'timeout' });
  });

  it('waits for a visitor solving an open challenge past 15 s', async () => {
    const challenge = fakeChallenge();
    const captcha = pendingCaptcha();
    const wait = start(captcha.execute, challenge);
    await vi.advanceTimersByTimeAsync(2_000);
    challenge.show();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(wait.outcome).toBeUndefined();
    // Solving hides the challenge a moment before the token arrives.
    challenge.hide();
    await vi.advanceTimersByTimeAsync(CLOSE_GRACE_MS - 1);
    captcha.give('late-token');
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.outcome).toEqual({ kind: 'token', token: 'late-token' });
  });

  it('waits for an open challenge up to its two-minute life, not longer', async () => {
    expect(CHALLENGE_LIFE_MS).toBe(120_000);
    const challenge = fakeChallenge();
    const wait = start(pendingCaptcha().execute, challenge);
    await vi.advanceTimersByTimeAsync(5_000);
    challenge.show();
    await vi.advanceTimersByTimeAsync(119_999);
    expect(wait.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.outcome).toEqual({ kind: 'timeout' });
  });

  it('a challenge closed without a token gives closed after the grace, well within 2 s', async () => {
    expect(CLOSE_GRACE_MS).toBeGreaterThan(0);
    expect(CLOSE_GRACE_MS).toBeLessThanOrEqual(1_500);
    const challenge = fakeChallenge();
    const wait = start(pendingCaptcha().execute, challenge);
    challenge.show();
    await vi.advanceTimersByTimeAsync(3_000);
    challenge.hide();
    await vi.advanceTimersByTimeAsync(CLOSE_GRACE_MS - 1);
    expect(wait.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.outcome).toEqual({ kind: 'closed' });
    expect(challenge.watching).toBe(false);
  });

  it('a challenge shown again within the grace is waited for again', async () => {
    const challenge = fakeChallenge();
    const wait = start(pendingCaptcha().execute, challenge);
    challenge.show();
    challenge.hide();
    await vi.advanceTimersByTimeAsync(CLOSE_GRACE_MS / 2);
    challenge.show();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(wait.outcome).toBeUndefined();
  });
});

describe('captchaFailureMessage', () => {
  it("keeps the form's message, and says why when the script could not load, is still loading or lost its connection", () => {
    expect(captchaFailureMessage('closed', ENGLISH)).toBe(ENGLISH.captchaRequired);
    expect(captchaFailureMessage('timeout', ENGLISH)).toBe(ENGLISH.captchaRequired);
    expect(captchaFailureMessage('unavailable', ENGLISH)).toBe(
      `${ENGLISH.captchaRequired} ${ENGLISH.captchaUnavailable}`,
    );
    expect(captchaFailureMessage('loading', ENGLISH)).toBe(`${ENGLISH.captchaRequired} ${ENGLISH.captchaLoading}`);
    expect(captchaFailureMessage('error', ENGLISH)).toBe(`${ENGLISH.captchaRequired} ${ENGLISH.captchaError}`);
  });
});
