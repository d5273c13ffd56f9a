/** How long to wait for the invisible captcha to give a token before telling the visitor. */
export const CAPTCHA_TIMEOUT_MS = 60_000;

/**
 * Resolves with the token, or null when none comes: the challenge failed or was closed, the
 * script could not load (`failed` settles), or nothing happened within the timeout.
 */
export function waitForToken(execute: () => Promise<string | null>, failed: Promise<void>, timeoutMs = CAPTCHA_TIMEOUT_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  return Promise.race([
    execute().then(
      (token) => token || null,
      () => null,
    ),
    failed.then(() => null),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

/** A promise settled by calling `fail`: the captcha script reporting it could not load. */
export function failureSignal() {
  let fail: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    fail = resolve;
  });
  return { promise, fail };
}
