// Whether each address still answers, as a visitor's browser would find it: alive (a 2xx after at most
// a few redirects), dead, or not checkable (a host that turns link checkers away).
import { STATUS_CODES } from 'node:http';
import pLimit, { type LimitFunction } from 'p-limit';

export interface CheckOptions {
  /** How long one request may wait for an answer. */
  readonly timeoutMs: number;
  /** Requests in flight at once, over all hosts… */
  readonly concurrency: number;
  /** …and to any one host: a checker must not look like a flood. */
  readonly perHost: number;
  readonly maxRedirects: number;
  /** The pause before the one retry of a 5xx or of no answer. */
  readonly retryDelayMs: number;
  readonly userAgent: string;
}

export const DEFAULT_OPTIONS: CheckOptions = {
  timeoutMs: 10_000,
  concurrency: 8,
  perHost: 2,
  maxRedirects: 5,
  retryDelayMs: 1_000,
  userAgent: 'portfolio-check-links/1.0 (the link checker of a personal site; HEAD, then GET)',
};

/** What became of an address: `said` is what happened, in the words of the report's lines. */
export type Outcome =
  | { readonly state: 'alive'; readonly status: number }
  | { readonly state: 'dead'; readonly said: string }
  | { readonly state: 'unchecked'; readonly status: number; readonly said: string };

/** Answers a host gives link checkers rather than visitors: 999 is LinkedIn's. */
const REFUSES_CHECKERS = new Set([401, 403, 429, 999]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The last answer of a chain of redirects, or why there was none. */
type Answer =
  | { readonly status: number; readonly url: string; readonly redirects: number }
  | {
      readonly failure: 'timeout' | 'loop' | 'redirects' | 'refused' | 'unknown host' | 'tls' | 'network';
      readonly code?: string;
    };

/** Why a request failed, from the error fetch throws (its cause carries the system's code). */
export function failureOf(error: unknown): Extract<Answer, { failure: string }> {
  if (error instanceof DOMException && error.name === 'TimeoutError') return { failure: 'timeout' };
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string'
      ? cause.code
      : undefined;
  if (code === 'ECONNREFUSED') return { failure: 'refused' };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { failure: 'unknown host' };
  if (code !== undefined && /SSL|TLS|CERT/.test(code)) return { failure: 'tls', code };
  return { failure: 'network', ...(code !== undefined && { code }) };
}

const statusText = (status: number) => `${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ''}`;

export interface Checker {
  readonly check: (url: string) => Promise<Outcome>;
}

/** A checker whose requests share the limits: each host gets at most `perHost` at once, whoever asks. */
export function linkChecker(options: CheckOptions = DEFAULT_OPTIONS): Checker {
  const hosts = new Map<string, LimitFunction>();
  const all = pLimit(options.concurrency);
  const seconds = `${options.timeoutMs / 1000} s`;

  /** One request, when its host has a free place; its time runs from when it is sent. */
  const request = (url: string, method: 'HEAD' | 'GET') => {
    const { host } = new URL(url);
    let limit = hosts.get(host);
    if (!limit) hosts.set(host, (limit = pLimit(options.perHost)));
    return limit(async () => {
      const response = await fetch(url, {
        method,
        redirect: 'manual',
        headers: { 'User-Agent': options.userAgent },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // Only the status counts: the body is never read.
      await response.body?.cancel();
      return response;
    });
  };

  /** The address followed through its redirects, each one a request of its own (so limited and timed). */
  const follow = async (url: string, method: 'HEAD' | 'GET'): Promise<Answer> => {
    const chain = [url];
    try {
      for (;;) {
        const current = chain[chain.length - 1] ?? url;
        const response = await request(current, method);
        const location = response.headers.get('location');
        if (!REDIRECTS.has(response.status) || location === null)
          return { status: response.status, url: current, redirects: chain.length - 1 };
        const next = new URL(location, current).href;
        if (chain.includes(next)) return { failure: 'loop' };
        if (chain.length > options.maxRedirects) return { failure: 'redirects' };
        chain.push(next);
      }
    } catch (error) {
      return failureOf(error);
    }
  };

  /** HEAD, then GET unless HEAD had a 2xx: some hosts refuse HEAD (405) or answer it otherwise than GET. */
  const attempt = async (url: string): Promise<Answer> => {
    const head = await follow(url, 'HEAD');
    return 'status' in head && (head.status < 200 || head.status > 299) ? follow(url, 'GET') : head;
  };

  const retryable = (answer: Answer) =>
    'status' in answer ? answer.status >= 500 && answer.status <= 599 : answer.failure === 'timeout';

  const check = (url: string) =>
    all(async (): Promise<Outcome> => {
      let answer = await attempt(url);
      const retried = retryable(answer);
      if (retried) {
        await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs));
        answer = await attempt(url);
      }
      const twice = retried ? ' (tried twice)' : '';
      if ('failure' in answer) {
        const said = {
          timeout: `gives no answer within ${seconds}`,
          loop: 'redirects in a loop',
          redirects: `redirects more than ${options.maxRedirects} times`,
          refused: 'refuses the connection',
          'unknown host': `names a host that does not exist (${new URL(url).hostname})`,
          tls: `fails its secure connection (${answer.code ?? 'TLS'})`,
          network: `cannot be reached${answer.code ? ` (${answer.code})` : ''}`,
        }[answer.failure];
        return { state: 'dead', said: `${said}${twice}` };
      }
      const { status } = answer;
      if (status >= 200 && status <= 299) return { state: 'alive', status };
      const where = answer.redirects > 0 ? `redirects to ${answer.url}, which answers` : 'answers';
      const said = `${where} ${statusText(status)}${twice}`;
      if (REFUSES_CHECKERS.has(status)) return { state: 'unchecked', status, said };
      return { state: 'dead', said };
    });

  return { check };
}
