// A stand-in for Google's reCAPTCHA and for EmailJS, for the browser tests whose drivers cannot answer
// a page's requests themselves (Gecko's and WebKit's; Playwright answers Chromium's). The `engines`
// test site loads the reCAPTCHA script from here and sends here; this serves the same stub as
// stubRecaptcha (it passes), hands each message on to the mail catcher, and refuses one that asks
// for it as EmailJS refuses past its rate limit. It also keeps the Content-Security-Policy
// violations the site's pages report, so that a test in a browser that cannot tell its driver of
// them still sees them.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { apiScript, CHALLENGE_PAGE, RELEASE_PATH, stubScript } from './mail.ts';

export const STAND_IN_PORT = 8789;
export const STAND_IN_ORIGIN = `http://127.0.0.1:${STAND_IN_PORT}`;
/** Where the `engines` site's pages report a CSP violation. */
export const CSP_REPORTS = `${STAND_IN_ORIGIN}/csp-reports`;
/** A message whose text holds this is refused with EmailJS's 429, 'Too Many Requests'. */
export const REFUSE_MARKER = '[refuse: 429]';

const SEND_PATH = '/api/v1.0/email/send';
const CORS = { 'Access-Control-Allow-Origin': '*' };

interface Report {
  readonly page: string;
  readonly violation: string;
}

async function body(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A report as browsers send it to a report-uri: {"csp-report": {"document-uri", "violated-directive", "blocked-uri"}}. */
function readReport(text: string): Report {
  const { 'csp-report': report = {} } = JSON.parse(text) as { 'csp-report'?: Record<string, string> };
  return {
    page: report['document-uri'] ?? '',
    violation: `${report['violated-directive'] ?? report['effective-directive'] ?? '?'} ${report['blocked-uri'] ?? ''}`,
  };
}

/** Starts the stand-in on 127.0.0.1; messages that go through are handed to the catcher at `catcher`. */
export function startStandIn({ catcher }: { catcher: string }) {
  const reports: Report[] = [];
  const send = (response: ServerResponse, status: number, type: string, text: string, headers = {}) =>
    response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers }).end(text);

  const server = createServer((request, response) => {
    // A request it cannot answer (a report that is not JSON, the catcher down) fails alone, not the server.
    answer(request, response).catch((error: unknown) => send(response, 500, 'text/plain', String(error)));
  });
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', STAND_IN_ORIGIN);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /recaptcha/api.js') {
      return send(response, 200, 'text/javascript', apiScript(`${STAND_IN_ORIGIN}${RELEASE_PATH}`));
    }
    if (route === `GET ${RELEASE_PATH}`) {
      return send(response, 200, 'text/javascript', stubScript('pass', {}, STAND_IN_ORIGIN), CORS);
    }
    if (route === 'GET /recaptcha/api2/bframe') return send(response, 200, 'text/html', CHALLENGE_PAGE);
    if (route === `OPTIONS ${SEND_PATH}`) {
      return send(response, 204, 'text/plain', '', {
        ...CORS,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
      });
    }
    if (route === `POST ${SEND_PATH}`) {
      const text = await body(request);
      if (text.includes(REFUSE_MARKER)) return send(response, 429, 'text/plain', 'Too Many Requests', CORS);
      const answer = await fetch(`${catcher}${SEND_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': request.headers['content-type'] ?? 'application/json' },
        body: text,
      });
      return send(response, answer.status, 'text/plain', await answer.text(), CORS);
    }
    if (route === `POST ${new URL(CSP_REPORTS).pathname}`) {
      reports.push(readReport(await body(request)));
      return send(response, 204, 'text/plain', '');
    }
    if (route === `GET ${new URL(CSP_REPORTS).pathname}`) {
      const page = url.searchParams.get('page') ?? '';
      const seen = reports.filter((report) => report.page.includes(page)).map((report) => report.violation);
      return send(response, 200, 'application/json', JSON.stringify(seen));
    }
    return send(response, 404, 'text/plain', 'Not found');
  }
  return new Promise<void>((resolve) => server.listen(STAND_IN_PORT, '127.0.0.1', resolve));
}

/** The CSP violations reported by the pages whose address contains `page` (a test's own query). */
export async function reportedViolations(page: string): Promise<string[]> {
  const answer = await fetch(`${CSP_REPORTS}?page=${encodeURIComponent(page)}`);
  return (await answer.json()) as string[];
}
