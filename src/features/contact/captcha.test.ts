import { CAPTCHA_TIMEOUT_MS, failureSignal, waitForToken } from './captcha';

afterEach(() => vi.useRealTimers());

describe('waitForToken', () => {
  it('gives the token the captcha returns', async () => {
    expect(await waitForToken(async () => 'token', failureSignal().promise)).toBe('token');
  });

  it('gives null when the captcha errors or returns nothing', async () => {
    expect(await waitForToken(() => Promise.reject(new Error('closed')), failureSignal().promise)).toBeNull();
    expect(await waitForToken(async () => null, failureSignal().promise)).toBeNull();
    expect(await waitForToken(async () => '', failureSignal().promise)).toBeNull();
  });

  it('gives null as soon as the script reports it failed', async () => {
    const signal = failureSignal();
    const result = waitForToken(() => new Promise(() => undefined), signal.promise);
    signal.fail();
    expect(await result).toBeNull();
  });

  it('gives up after 60 s, not before', async () => {
    vi.useFakeTimers();
    expect(CAPTCHA_TIMEOUT_MS).toBe(60_000);
    let settled: string | null | undefined;
    void waitForToken(() => new Promise(() => undefined), failureSignal().promise).then((t) => {
      settled = t;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });
});
