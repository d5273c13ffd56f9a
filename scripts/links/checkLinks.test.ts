import { DEFAULT_OPTIONS, failureOf, linkChecker, type Outcome } from './checkLinks.ts';
import type { Link } from './contentLinks.ts';
import { linkReport, reportText } from './linkReport.ts';
import { refusingPort, startLinkServer, type LinkServer } from './linkServer.ts';

// Short enough for the test's two waits on the silent path, long enough for a loaded machine's answers.
const options = { ...DEFAULT_OPTIONS, timeoutMs: 2_000, retryDelayMs: 0 };

let server: LinkServer;
let refused = '';
beforeAll(async () => {
  server = await startLinkServer();
  refused = `http://127.0.0.1:${await refusingPort()}/`;
});
afterAll(() => server.close());

const INVALID = 'http://links-test.invalid/';

describe('the link checker, against a server of its own', () => {
  const outcomes = new Map<string, Outcome>();
  const addresses = () => ({
    ok: `${server.origin}/ok`,
    moved: `${server.origin}/moved`,
    fiveRedirects: `${server.origin}/hops/5`,
    noHead: `${server.origin}/no-head`,
    unavailableOnce: `${server.origin}/unavailable-once`,
    movedToMissing: `${server.origin}/moved-to-missing`,
    missing: `${server.origin}/missing`,
    gone: `${server.origin}/gone`,
    broken: `${server.origin}/broken`,
    sixRedirects: `${server.origin}/hops/6`,
    loop: `${server.origin}/loop`,
    silent: `${server.origin}/silent`,
    refused,
    invalid: INVALID,
    tls: `${server.origin.replace('http:', 'https:')}/ok`,
    unauthorized: `${server.origin}/unauthorized`,
    forbidden: `${server.origin}/forbidden`,
    tooMany: `${server.origin}/too-many`,
    linkedin: `${server.origin}/linkedin`,
  });

  beforeAll(async () => {
    const checker = linkChecker(options);
    const urls = Object.values(addresses());
    const checked = await Promise.all(urls.map((url) => checker.check(url)));
    urls.forEach((url, i) => outcomes.set(url, checked[i] as Outcome));
  }, 30_000);

  it('finds each link alive, dead, or refused to checkers, as a visitor would find it', () => {
    const at = addresses();
    const dead = (said: string): Outcome => ({ state: 'dead', said });
    expect(Object.fromEntries(Object.entries(at).map(([name, url]) => [name, outcomes.get(url)]))).toEqual({
      ok: { state: 'alive', status: 200 },
      moved: { state: 'alive', status: 200 },
      fiveRedirects: { state: 'alive', status: 200 },
      noHead: { state: 'alive', status: 200 },
      unavailableOnce: { state: 'alive', status: 200 },
      movedToMissing: dead(`redirects to ${server.origin}/missing, which answers 404 Not Found`),
      missing: dead('answers 404 Not Found'),
      gone: dead('answers 410 Gone'),
      broken: dead('answers 500 Internal Server Error (tried twice)'),
      sixRedirects: dead('redirects more than 5 times'),
      loop: dead('redirects in a loop'),
      silent: dead('gives no answer within 2 s (tried twice)'),
      refused: dead('refuses the connection'),
      invalid: dead('names a host that does not exist (links-test.invalid)'),
      tls: dead('fails its secure connection (ERR_SSL_WRONG_VERSION_NUMBER)'),
      unauthorized: { state: 'unchecked', status: 401, said: 'answers 401 Unauthorized' },
      forbidden: { state: 'unchecked', status: 403, said: 'answers 403 Forbidden' },
      tooMany: { state: 'unchecked', status: 429, said: 'answers 429 Too Many Requests' },
      linkedin: { state: 'unchecked', status: 999, said: 'answers 999' },
    });
  });

  it('asks with HEAD, then GET where HEAD fails, and once more after a 5xx or no answer', () => {
    const asked = (path: string) => server.requests.filter((request) => request.endsWith(` ${path}`));
    // Once for itself, once as where /moved leads.
    expect(asked('/ok')).toEqual(['HEAD /ok', 'HEAD /ok']);
    expect(asked('/moved')).toEqual(['HEAD /moved']);
    expect(asked('/no-head')).toEqual(['HEAD /no-head', 'GET /no-head']);
    expect(asked('/unavailable-once')).toEqual([
      'HEAD /unavailable-once',
      'GET /unavailable-once',
      'HEAD /unavailable-once',
      'GET /unavailable-once',
    ]);
    expect(asked('/broken')).toEqual(['HEAD /broken', 'GET /broken', 'HEAD /broken', 'GET /broken']);
    expect(asked('/gone')).toEqual(['HEAD /gone', 'GET /gone']);
    // No answer to HEAD says nothing of GET: the host is not answering at all.
    expect(asked('/silent')).toEqual(['HEAD /silent', 'HEAD /silent']);
    // Refused to checkers: asked once each way, never again.
    expect(asked('/linkedin')).toEqual(['HEAD /linkedin', 'GET /linkedin']);
    expect(server.userAgents).toEqual(new Set([options.userAgent]));
  });

  it('writes one line for each dead link and each it could not check, then a summary', () => {
    const at = addresses();
    const links: Link[] = Object.entries(at).map(([name, url], i) => ({
      where: `src/content/projects.ts: projects[${i}].buttonLink (${name})`,
      url,
      fix: 'Put the current address.',
    }));
    const report = linkReport(links, outcomes);
    const line = (i: number, name: keyof typeof at, said: string) =>
      `src/content/projects.ts: projects[${i}].buttonLink (${name}) ${at[name]} ${said}. Put the current address.`;
    expect(report.dead).toEqual([
      line(5, 'movedToMissing', `redirects to ${server.origin}/missing, which answers 404 Not Found`),
      line(6, 'missing', 'answers 404 Not Found'),
      line(7, 'gone', 'answers 410 Gone'),
      line(8, 'broken', 'answers 500 Internal Server Error (tried twice)'),
      line(9, 'sixRedirects', 'redirects more than 5 times'),
      line(10, 'loop', 'redirects in a loop'),
      line(11, 'silent', 'gives no answer within 2 s (tried twice)'),
      line(12, 'refused', 'refuses the connection'),
      line(13, 'invalid', 'names a host that does not exist (links-test.invalid)'),
      line(14, 'tls', 'fails its secure connection (ERR_SSL_WRONG_VERSION_NUMBER)'),
    ]);
    const refusedLine = (i: number, name: keyof typeof at, status: string) =>
      `src/content/projects.ts: projects[${i}].buttonLink (${name}) ${at[name]} answers ${status}: the host refuses link checkers. Open it in a browser to be sure.`;
    expect(report.unchecked).toEqual([
      refusedLine(15, 'unauthorized', '401 Unauthorized'),
      refusedLine(16, 'forbidden', '403 Forbidden'),
      refusedLine(17, 'tooMany', '429 Too Many Requests'),
      refusedLine(18, 'linkedin', '999'),
    ]);
    expect(report.summary).toBe('19 links checked: 5 alive, 10 dead, 4 could not be checked.');
    expect(reportText(report).split('\n')).toEqual([
      '10 dead links:',
      ...report.dead.map((dead) => `  ${dead}`),
      '4 links could not be checked, never counted as dead:',
      ...report.unchecked.map((unchecked) => `  ${unchecked}`),
      report.summary,
    ]);
  });
});

describe('the link checker with a host that has many links', () => {
  it('keeps at most 2 requests in flight to it at once', async () => {
    const inFlight: string[] = [];
    let most = 0;
    const realFetch = globalThis.fetch;
    // Counted where the checker sends: an unlimited checker would have sent all six before the
    // server saw the first two.
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      inFlight.push(String(input));
      most = Math.max(most, inFlight.length);
      try {
        return await realFetch(input, init);
      } finally {
        inFlight.splice(inFlight.indexOf(String(input)), 1);
      }
    });
    try {
      const checker = linkChecker(options);
      const checks = Promise.all([1, 2, 3, 4, 5, 6].map((n) => checker.check(`${server.origin}/hold/${n}`)));
      await vi.waitFor(() => expect(server.held()).toBe(2));
      expect(inFlight).toHaveLength(2);
      server.release();
      expect(await checks).toEqual(Array(6).fill({ state: 'alive', status: 200 }));
      expect(most).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the reason a request failed', () => {
  const failed = (code: string) => new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });

  it('is read from the error fetch throws', () => {
    expect(failureOf(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toEqual({
      failure: 'timeout',
    });
    expect(failureOf(failed('ECONNREFUSED'))).toEqual({ failure: 'refused' });
    expect(failureOf(failed('ENOTFOUND'))).toEqual({ failure: 'unknown host' });
    expect(failureOf(failed('CERT_HAS_EXPIRED'))).toEqual({ failure: 'tls', code: 'CERT_HAS_EXPIRED' });
    expect(failureOf(failed('ERR_TLS_CERT_ALTNAME_INVALID'))).toEqual({
      failure: 'tls',
      code: 'ERR_TLS_CERT_ALTNAME_INVALID',
    });
    expect(failureOf(failed('ECONNRESET'))).toEqual({ failure: 'network', code: 'ECONNRESET' });
    expect(failureOf(new TypeError('fetch failed'))).toEqual({ failure: 'network' });
  });
});
