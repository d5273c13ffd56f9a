// A local stand-in for EmailJS's send endpoint, so the contact form works with no account:
// it checks each message like the service would, keeps it in an outbox file and lists it.
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { escapeMarkup } from '../src/lib/markup.ts';

export const MAX_BODY_BYTES = 50 * 1024;
/** The outbox keeps this many messages by default, the oldest dropped past it. */
export const MAX_MESSAGES = 500;
const SEND_PATH = '/api/v1.0/email/send';

export interface CaughtMessage {
  readonly receivedAt: string;
  readonly serviceId: string;
  readonly templateId: string;
  readonly publicKey: string;
  readonly params: Record<string, unknown>;
}

export interface MailCatcherOptions {
  readonly port?: number;
  /** The JSON-lines file messages are appended to. */
  readonly outbox?: string;
  readonly log?: (line: string) => void;
  /** How many messages the outbox keeps: past it the oldest are dropped. */
  readonly maxMessages?: number;
}

export interface MailCatcher {
  readonly url: string;
  /** The address the server really listens on, as the operating system reports it. */
  readonly address: AddressInfo;
  close(): Promise<void>;
}

/** A request the catcher refuses, with its status and the reason. */
class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
class BadRequest extends Refused {
  constructor(message: string) {
    super(400, message);
  }
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a send request's body as EmailJS would; throws BadRequest with the reason. */
export function parseSendRequest(body: string): Omit<CaughtMessage, 'receivedAt'> {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new BadRequest('The body is not valid JSON');
  }
  if (!isObject(data)) throw new BadRequest('The body must be a JSON object');
  for (const field of ['lib_version', 'user_id', 'service_id', 'template_id', 'template_params']) {
    if (!(field in data)) throw new BadRequest(`The ${field} field is missing`);
  }
  for (const field of ['user_id', 'service_id', 'template_id']) {
    if (!isNonEmptyString(data[field])) throw new BadRequest(`The ${field} must be a non-empty string`);
  }
  const params = data.template_params;
  if (!isObject(params)) throw new BadRequest('The template_params must be an object');
  if (!isNonEmptyString(params['g-recaptcha-response'])) {
    throw new BadRequest('The g-recaptcha-response is missing: reCAPTCHA was not completed');
  }
  return {
    serviceId: data.service_id as string,
    templateId: data.template_id as string,
    publicKey: data.user_id as string,
    params,
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BadRequest(`The body is larger than ${MAX_BODY_BYTES / 1024} KB`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The messages of the outbox, oldest first. A line that is not a message (a hand edit, a cut-off
 * write) is skipped and told to `warn`, so that one bad line never hides the others.
 */
export async function readOutbox(
  outbox: string,
  warn: (line: string) => void = () => undefined,
): Promise<CaughtMessage[]> {
  const text = await readFile(outbox, 'utf8').catch(() => '');
  return text.split('\n').flatMap((line, index) => {
    if (line.trim() === '') return [];
    try {
      const message: unknown = JSON.parse(line);
      if (isObject(message) && isObject(message.params)) return [message as unknown as CaughtMessage];
    } catch {
      // Told below, as a line that is not a message.
    }
    warn(`[mail-catcher] skipped line ${index + 1} of ${outbox}: not a message`);
    return [];
  });
}

/**
 * Visitor text made safe for a terminal: control characters (escape sequences can retitle the
 * window or clear the screen) are shown as \u escapes instead of acting.
 */
export const printable = (text: string) =>
  text.replace(/\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function renderOutbox(messages: readonly CaughtMessage[]): string {
  const items = [...messages]
    .reverse()
    .map((m) => {
      const field = (name: string) => escapeMarkup(String(m.params[name] ?? ''));
      return `<article><h2>${field('fullName')} &lt;${field('email')}&gt;</h2><p><time>${escapeMarkup(m.receivedAt)}</time> · service ${escapeMarkup(m.serviceId)} · template ${escapeMarkup(m.templateId)}</p><pre>${field('message')}</pre></article>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail catcher (${messages.length})</title>
<style>body{font:16px system-ui;margin:2rem auto;max-width:50rem;background:#242424;color:#eee}article{border-bottom:1px solid #555}pre{white-space:pre-wrap}</style></head>
<body><h1>Mail catcher: ${messages.length} message${messages.length === 1 ? '' : 's'}</h1>${items || '<p>No message yet.</p>'}</body></html>`;
}

/** Any page on this machine may post: the dev and preview servers run on loopback ports. */
const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;
/** The names this machine is reached by: another name is a page of another site rebinding its DNS to 127.0.0.1. */
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i;

/** Refuses what a page of another site could send: another Host, and a body that is not JSON (no preflight). */
function checkRequest(req: IncomingMessage, sending: boolean) {
  if (!LOOPBACK_HOST.test(req.headers.host ?? '')) throw new Refused(403, 'Only this machine may use the mail catcher');
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (sending && type !== 'application/json') throw new Refused(415, 'The body must be sent as application/json');
}

function setCors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  if (origin && LOOPBACK_ORIGIN.test(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
  }
}

function answer(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.end(body);
}

export function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const outbox = path.resolve(options.outbox ?? '.mail/outbox.jsonl');
  const log = options.log ?? ((line: string) => console.log(line));
  const maxMessages = options.maxMessages ?? MAX_MESSAGES;
  let stored: number | undefined;
  let toldDropping = false;
  // Drops the oldest messages past the bound, said once per run, by writing the rest to a new file.
  const bound = async () => {
    stored ??= (await readOutbox(outbox)).length;
    if (stored <= maxMessages) return;
    const lines = (await readFile(outbox, 'utf8')).split('\n').filter((line) => line.trim() !== '');
    await writeFile(`${outbox}.tmp`, `${lines.slice(-maxMessages).join('\n')}\n`);
    await rename(`${outbox}.tmp`, outbox);
    stored = maxMessages;
    if (!toldDropping) log(`[mail-catcher] the outbox keeps the last ${maxMessages} messages: older ones are dropped`);
    toldDropping = true;
  };
  // Appends one at a time, so concurrent messages never interleave in the file.
  let writes = Promise.resolve();
  const store = (message: CaughtMessage) => {
    const write = writes.then(async () => {
      await mkdir(path.dirname(outbox), { recursive: true });
      stored ??= (await readOutbox(outbox)).length;
      await appendFile(outbox, `${JSON.stringify(message)}\n`);
      stored += 1;
      await bound();
    });
    // A failed write fails its own message only, not every later one, and the count is read again.
    writes = write.catch(() => {
      stored = undefined;
    });
    return write;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    setCors(req, res);
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'OPTIONS') return answer(res, 204, '');
    try {
      checkRequest(req, pathname === SEND_PATH && req.method === 'POST');
    } catch (error) {
      if (error instanceof Refused) return answer(res, error.status, error.message);
      throw error;
    }
    if (pathname === SEND_PATH && req.method === 'POST') {
      try {
        const message = { receivedAt: new Date().toISOString(), ...parseSendRequest(await readBody(req)) };
        await store(message);
        const preview = String(message.params.message ?? '')
          .replace(/\s+/g, ' ')
          .slice(0, 60);
        const field = (name: string) => printable(String(message.params[name]));
        log(`[mail-catcher] ${field('fullName')} <${field('email')}>: ${printable(preview)}`);
        return answer(res, 200, 'OK');
      } catch (error) {
        if (error instanceof Refused) return answer(res, error.status, error.message);
        throw error;
      }
    }
    if (pathname === '/' && req.method === 'GET') {
      return answer(res, 200, renderOutbox(await readOutbox(outbox, log)), 'text/html; charset=utf-8');
    }
    return answer(res, 404, 'Not found');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`[mail-catcher] error: ${String(error)}`);
      if (!res.headersSent) answer(res, 500, 'The mail catcher failed; see its terminal');
      else res.end();
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: the catcher is for this machine's browser, never for the network.
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${address.address}:${address.port}`,
        address,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** The options of the command line's arguments: [--port 8787] [--outbox .mail/outbox.jsonl]. */
export function commandLineOptions(args: readonly string[]): MailCatcherOptions {
  const { values } = parseArgs({
    args: [...args],
    options: { port: { type: 'string', default: '8787' }, outbox: { type: 'string' } },
  });
  return { port: Number(values.port), outbox: values.outbox };
}

// Run directly: tsx dev/mail-catcher.ts [--port 8787] [--outbox .mail/outbox.jsonl]
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const catcher = await startMailCatcher(commandLineOptions(process.argv.slice(2)));
  console.log(`[mail-catcher] listening on ${catcher.url}, messages at ${catcher.url}/`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void catcher.close().then(() => process.exit(0)));
  }
}
