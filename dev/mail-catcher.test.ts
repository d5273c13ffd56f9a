import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_BODY_BYTES, commandLineOptions, readOutbox, startMailCatcher, type MailCatcher } from './mail-catcher.ts';

const valid = (message = 'Hello') => ({
  lib_version: '4.4.1',
  user_id: 'public-key',
  service_id: 'service',
  template_id: 'template',
  template_params: { fullName: 'Ada', email: 'ada@example.org', message, 'g-recaptcha-response': 'token' },
});

let dir: string;
let outbox: string;
let catcher: MailCatcher;
const logged: string[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mail-catcher-'));
  outbox = path.join(dir, 'outbox.jsonl');
  logged.length = 0;
  catcher = await startMailCatcher({ port: 0, outbox, log: (line) => logged.push(line) });
});

afterEach(async () => {
  await catcher.close();
  await rm(dir, { recursive: true, force: true });
});

const JSON_TYPE = { 'Content-Type': 'application/json' };

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${catcher.url}/api/v1.0/email/send`, { method: 'POST', headers: { ...JSON_TYPE, ...headers }, body });

/** A request with a Host header of its own, which fetch does not let a caller set. */
function requestWithHost(method: string, pathname: string, host: string, body = '') {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    // A connection of its own: a refused request's connection is not reused.
    const request = httpRequest(`${catcher.url}${pathname}`, {
      method,
      agent: false,
      headers: { Host: host, ...JSON_TYPE },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.end(body);
  });
}

describe('the mail catcher', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(catcher.address).toMatchObject({ address: '127.0.0.1', family: 'IPv4' });
    expect(catcher.url).toBe(`http://127.0.0.1:${catcher.address.port}`);
  });

  it('accepts a message like EmailJS, stores it, prints it and lists it', async () => {
    const response = await post(JSON.stringify(valid('<b>Hi</b> there')));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const [stored] = await readOutbox(outbox);
    expect(stored).toMatchObject({
      serviceId: 'service',
      templateId: 'template',
      publicKey: 'public-key',
      params: { fullName: 'Ada', message: '<b>Hi</b> there', 'g-recaptcha-response': 'token' },
    });
    expect(logged).toEqual(['[mail-catcher] Ada <ada@example.org>: <b>Hi</b> there']);

    await post(JSON.stringify(valid('second')));
    const page = await (await fetch(`${catcher.url}/`)).text();
    expect(page).toContain('2 messages');
    expect(page).toContain('&lt;b&gt;Hi&lt;/b&gt; there');
    expect(page.indexOf('second')).toBeLessThan(page.indexOf('Hi&lt;/b&gt;'));
  });

  const withParams = (params: Record<string, unknown>) => JSON.stringify({ ...valid(), template_params: params });
  const without = (field: string) =>
    JSON.stringify(Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== field)));

  it.each([
    ['not JSON', '{nope', 'not valid JSON'],
    ['a JSON array', '[]', 'must be a JSON object'],
    ['no lib_version', without('lib_version'), 'lib_version field is missing'],
    ['no user_id', without('user_id'), 'user_id field is missing'],
    ['no service_id', without('service_id'), 'service_id field is missing'],
    ['no template_id', without('template_id'), 'template_id field is missing'],
    ['no template_params', without('template_params'), 'template_params field is missing'],
    ['an empty service_id', JSON.stringify({ ...valid(), service_id: '' }), 'service_id must be a non-empty string'],
    ['a numeric user_id', JSON.stringify({ ...valid(), user_id: 7 }), 'user_id must be a non-empty string'],
    [
      'template_params as a string',
      JSON.stringify({ ...valid(), template_params: 'x' }),
      'template_params must be an object',
    ],
    ['no captcha token', withParams({ fullName: 'Ada' }), 'g-recaptcha-response is missing'],
    ['an empty captcha token', withParams({ 'g-recaptcha-response': '' }), 'g-recaptcha-response is missing'],
    ['a blank captcha token', withParams({ 'g-recaptcha-response': ' \n' }), 'g-recaptcha-response is missing'],
    ['null', 'null', 'must be a JSON object'],
    [
      'a blank template_id',
      JSON.stringify({ ...valid(), template_id: '  ' }),
      'template_id must be a non-empty string',
    ],
    [
      'template_params as null',
      JSON.stringify({ ...valid(), template_params: null }),
      'template_params must be an object',
    ],
    [
      'template_params as an array',
      JSON.stringify({ ...valid(), template_params: [] }),
      'template_params must be an object',
    ],
    ['a body over 50 KB', JSON.stringify(valid('x'.repeat(MAX_BODY_BYTES))), 'larger than 50 KB'],
  ])('answers 400 to %s and stores nothing', async (_, body, reason) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain(reason);
    expect(await readOutbox(outbox)).toEqual([]);
  });

  it('answers the preflight and CORS for a local dev origin, not for others', async () => {
    const preflight = await fetch(`${catcher.url}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
    expect(preflight.headers.get('vary')).toBe('Origin');
    const sent = await post(JSON.stringify(valid()), { Origin: 'http://localhost:5173' });
    expect(sent.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const foreign = await post(JSON.stringify(valid()), { Origin: 'https://evil.example' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    ['http://localhost', true],
    ['https://127.0.0.1:8443', true],
    ['http://[::1]:5173', true],
    ['http://localhost.evil.example', false],
    ['http://127.0.0.1.evil.example:5173', false],
  ])('allows the origin %s: %s', async (origin, allowed) => {
    const sent = await post(JSON.stringify(valid()), { Origin: origin });
    expect(sent.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null);
  });

  it('stores every one of many concurrent messages, each on its own line', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(JSON.stringify(valid(`message ${i}`)))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(200));
    const stored = await readOutbox(outbox);
    expect(stored.map((m) => m.params.message).sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `message ${i}`).sort(),
    );
  });

  it('keeps running after bad input and answers 404 elsewhere', async () => {
    await post('\u0000garbage');
    expect((await fetch(`${catcher.url}/nope`)).status).toBe(404);
    expect((await post(JSON.stringify(valid()))).status).toBe(200);
  });

  it.each([
    ['GET', '/api/v1.0/email/send'],
    ['POST', '/'],
    ['POST', '/nope'],
  ])('answers 404 to %s %s and stores nothing', async (method, pathname) => {
    const response = await fetch(`${catcher.url}${pathname}`, {
      method,
      body: method === 'POST' ? JSON.stringify(valid()) : undefined,
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
    expect(await readOutbox(outbox)).toEqual([]);
  });

  it('accepts a body of exactly 50 KB, not a byte more', async () => {
    const padding = MAX_BODY_BYTES - JSON.stringify(valid('')).length;
    const atLimit = JSON.stringify(valid('x'.repeat(padding)));
    expect(Buffer.byteLength(atLimit)).toBe(MAX_BODY_BYTES);
    expect((await post(atLimit)).status).toBe(200);
    expect((await post(JSON.stringify(valid('x'.repeat(padding + 1))))).status).toBe(400);
  });

  it('answers a sent message in plain text', async () => {
    const response = await post(JSON.stringify(valid()));
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('lists one message with its sender, service and template, escaped', async () => {
    await post(
      JSON.stringify({
        ...valid('Fish & "chips"'),
        template_params: { ...valid().template_params, message: 'Fish & "chips"' },
      }),
    );
    const [stored] = await readOutbox(outbox);
    const response = await fetch(`${catcher.url}/`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<title>Mail catcher (1)</title>');
    expect(page).toContain('<h1>Mail catcher: 1 message</h1>');
    expect(page).toContain('<h2>Ada &lt;ada@example.org&gt;</h2>');
    expect(page).toContain(`<p><time>${stored?.receivedAt}</time> · service service · template template</p>`);
    expect(page).toContain('<pre>Fish &amp; &quot;chips&quot;</pre>');
  });

  it('lists a message without name, address or text with those left blank', async () => {
    await post(withParams({ 'g-recaptcha-response': 'token' }));
    const page = await (await fetch(`${catcher.url}/`)).text();
    expect(page).toContain('<h2> &lt;&gt;</h2>');
    expect(page).toContain('<pre></pre>');
  });

  it('says when there is no message yet', async () => {
    const page = await (await fetch(`${catcher.url}/`)).text();
    expect(page).toContain('<h1>Mail catcher: 0 messages</h1><p>No message yet.</p>');
  });

  it('prints the start of a message on one line', async () => {
    await post(
      JSON.stringify(valid('Hello,\n\n  I would like to talk about a project.\tIt is a large one, with many parts.')),
    );
    await post(withParams({ fullName: 'Bob', email: 'bob@example.org', 'g-recaptcha-response': 'token' }));
    expect(logged).toEqual([
      '[mail-catcher] Ada <ada@example.org>: Hello, I would like to talk about a project. It is a large o',
      '[mail-catcher] Bob <bob@example.org>: ',
    ]);
  });

  it('prints to the terminal when given no log', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const quiet = await startMailCatcher({ outbox });
    try {
      await fetch(`${quiet.url}/api/v1.0/email/send`, {
        method: 'POST',
        headers: JSON_TYPE,
        body: JSON.stringify(valid()),
      });
      expect(print).toHaveBeenCalledWith('[mail-catcher] Ada <ada@example.org>: Hello');
    } finally {
      print.mockRestore();
      await quiet.close();
    }
  });

  it('answers 500 and tells the terminal when the outbox cannot be written, and keeps running', async () => {
    // A file where the outbox's folder should be.
    const blocked = path.join(dir, 'blocked');
    await writeFile(blocked, '');
    const failing = await startMailCatcher({
      outbox: path.join(blocked, 'outbox.jsonl'),
      log: (line) => logged.push(line),
    });
    try {
      const response = await fetch(`${failing.url}/api/v1.0/email/send`, {
        method: 'POST',
        headers: JSON_TYPE,
        body: JSON.stringify(valid()),
      });
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('The mail catcher failed; see its terminal');
      expect(logged).toEqual([expect.stringMatching(/^\[mail-catcher\] error: Error: /)]);
      expect((await fetch(`${failing.url}/`)).status).toBe(200);
    } finally {
      await failing.close();
    }
  });

  it('stores messages again once the outbox can be written', async () => {
    // A file stands where the outbox's folder should be, until it is removed.
    const folder = path.join(dir, 'later');
    await writeFile(folder, '');
    const recovering = await startMailCatcher({
      outbox: path.join(folder, 'outbox.jsonl'),
      log: (line) => logged.push(line),
    });
    const send = () =>
      fetch(`${recovering.url}/api/v1.0/email/send`, {
        method: 'POST',
        headers: JSON_TYPE,
        body: JSON.stringify(valid()),
      });
    try {
      expect((await send()).status).toBe(500);
      await rm(folder);
      expect((await send()).status).toBe(200);
      expect(await readOutbox(path.join(folder, 'outbox.jsonl'))).toHaveLength(1);
    } finally {
      await recovering.close();
    }
  });

  it('lists the messages around a line that is not one, and warns of that line', async () => {
    await post(JSON.stringify(valid('before')));
    await writeFile(outbox, 'not JSON\n{"cut off', { flag: 'a' });
    await writeFile(outbox, `\n${JSON.stringify({ receivedAt: 'x', params: 'not an object' })}\n`, { flag: 'a' });
    await post(JSON.stringify(valid('after')));
    logged.length = 0;
    const response = await fetch(`${catcher.url}/`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('2 messages');
    expect(page).toContain('before');
    expect(page).toContain('after');
    expect(logged).toEqual([2, 3, 4].map((line) => `[mail-catcher] skipped line ${line} of ${outbox}: not a message`));
  });

  it('shows control characters the visitor typed escaped in the terminal, never acting', async () => {
    const params = {
      fullName: 'Ada\u001b]0;owned\u0007',
      email: 'ada@example.org\u009b2J',
      message: 'Hi\u001b[2J\u001b[H there',
      'g-recaptcha-response': 'token',
    };
    expect((await post(withParams(params))).status).toBe(200);
    expect(logged).toEqual([
      '[mail-catcher] Ada\\u001b]0;owned\\u0007 <ada@example.org\\u009b2J>: Hi\\u001b[2J\\u001b[H there',
    ]);
    expect(logged.join('')).not.toMatch(/\p{Cc}/u);
  });

  it('refuses a body that is not JSON: a page of another site may send text/plain without asking', async () => {
    const response = await fetch(`${catcher.url}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
      body: JSON.stringify(valid()),
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toBe('The body must be sent as application/json');
    expect((await post(JSON.stringify(valid()), { 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(
      200,
    );
    expect(await readOutbox(outbox)).toHaveLength(1);
  });

  it.each([['evil.example'], ['evil.example:8787'], ['127.0.0.1.evil.example']])(
    'answers only the names of this machine, not the Host %j (DNS rebinding)',
    async (host) => {
      for (const [method, pathname] of [
        ['GET', '/'],
        ['POST', '/api/v1.0/email/send'],
      ] as const) {
        const body = method === 'POST' ? JSON.stringify(valid()) : '';
        const response = await requestWithHost(method, pathname, host, body);
        expect(response).toEqual({ status: 403, text: 'Only this machine may use the mail catcher' });
      }
      expect(await readOutbox(outbox)).toEqual([]);
    },
  );

  it.each([['127.0.0.1:8787'], ['localhost'], ['LOCALHOST:5173'], ['[::1]:8787']])(
    'answers the Host %s',
    async (host) => {
      expect((await requestWithHost('GET', '/', host)).status).toBe(200);
    },
  );

  it('keeps the newest messages up to its bound, and says once that it drops the oldest', async () => {
    const bounded = await startMailCatcher({ outbox, maxMessages: 3, log: (line) => logged.push(line) });
    try {
      for (let i = 1; i <= 6; i += 1) {
        const response = await fetch(`${bounded.url}/api/v1.0/email/send`, {
          method: 'POST',
          headers: JSON_TYPE,
          body: JSON.stringify(valid(`message ${i}`)),
        });
        expect(response.status).toBe(200);
      }
      expect((await readOutbox(outbox)).map((m) => m.params.message)).toEqual(['message 4', 'message 5', 'message 6']);
      expect(logged.filter((line) => line.includes('dropped'))).toEqual([
        '[mail-catcher] the outbox keeps the last 3 messages: older ones are dropped',
      ]);
    } finally {
      await bounded.close();
    }
  });

  it('keeps the last 500 messages unless told otherwise', async () => {
    const earlier = (i: number) =>
      JSON.stringify({
        receivedAt: '2026-01-01T00:00:00.000Z',
        serviceId: 'service',
        templateId: 'template',
        publicKey: 'public-key',
        params: { message: `earlier ${i}` },
      });
    await writeFile(outbox, Array.from({ length: 500 }, (_, i) => `${earlier(i + 1)}\n`).join(''));
    await post(JSON.stringify(valid('the 501st')));
    const kept = (await readOutbox(outbox)).map((m) => m.params.message);
    expect(kept).toHaveLength(500);
    expect([kept[0], kept.at(-1)]).toEqual(['earlier 2', 'the 501st']);
    expect(logged).toContain('[mail-catcher] the outbox keeps the last 500 messages: older ones are dropped');
  });

  it('counts the messages an earlier run left in the outbox', async () => {
    for (let i = 1; i <= 3; i += 1) await post(JSON.stringify(valid(`earlier ${i}`)));
    const next = await startMailCatcher({ outbox, maxMessages: 3, log: (line) => logged.push(line) });
    try {
      await fetch(`${next.url}/api/v1.0/email/send`, {
        method: 'POST',
        headers: JSON_TYPE,
        body: JSON.stringify(valid('later')),
      });
      expect((await readOutbox(outbox)).map((m) => m.params.message)).toEqual(['earlier 2', 'earlier 3', 'later']);
    } finally {
      await next.close();
    }
  });

  it('tells the terminal when an upload is cut off, and stores nothing', async () => {
    const request = httpRequest(`${catcher.url}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '1000', Expect: '100-continue' },
    });
    // The client's side of the cut: expected, not a failure of the test.
    request.on('error', () => undefined);
    // The server answers "continue" once its handler has started reading the body.
    await new Promise<void>((resolve) => {
      request.once('continue', () => resolve());
      request.flushHeaders();
    });
    request.write('{"lib_version":');
    request.destroy();
    await vi.waitFor(() => expect(logged).toEqual([expect.stringMatching(/^\[mail-catcher\] error: Error: aborted/)]));
    expect(await readOutbox(outbox)).toEqual([]);
  });

  it('closes a connection that does not speak HTTP, and keeps serving', async () => {
    const socket = connect(catcher.address.port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.write('HELLO\r\n\r\n');
    });
    expect((await fetch(`${catcher.url}/`)).status).toBe(200);
  });

  it('listens on the port it is given, which close frees', async () => {
    const { port } = catcher.address;
    await catcher.close();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    catcher = await startMailCatcher({ port, outbox, log: (line) => logged.push(line) });
    expect(catcher.address.port).toBe(port);
  });

  it('fails to start on a port in use, with the reason', async () => {
    await expect(startMailCatcher({ port: catcher.address.port, outbox })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});

describe('the mail catcher outbox', () => {
  it('skips blank lines, such as a hand-edited file may have', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mail-catcher-'));
    try {
      const message = {
        receivedAt: '2024-01-01T00:00:00.000Z',
        serviceId: 's',
        templateId: 't',
        publicKey: 'k',
        params: {},
      };
      await writeFile(
        path.join(folder, 'outbox.jsonl'),
        `${JSON.stringify(message)}\n  \n\n${JSON.stringify(message)}\n`,
      );
      expect(await readOutbox(path.join(folder, 'outbox.jsonl'))).toEqual([message, message]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('is empty when the file does not exist yet', async () => {
    expect(await readOutbox(path.join(tmpdir(), 'no-such-folder-for-the-mail-catcher', 'outbox.jsonl'))).toEqual([]);
  });
});

describe('the mail catcher command line', () => {
  it('takes the port and the outbox, 8787 and the default outbox otherwise', () => {
    expect(commandLineOptions(['--port', '8788', '--outbox', 'test-results/outbox.jsonl'])).toEqual({
      port: 8788,
      outbox: 'test-results/outbox.jsonl',
    });
    expect(commandLineOptions(['--outbox', 'o.jsonl', '--port', '9000'])).toEqual({ port: 9000, outbox: 'o.jsonl' });
    expect(commandLineOptions(['--outbox', 'o.jsonl'])).toEqual({ port: 8787, outbox: 'o.jsonl' });
    expect(commandLineOptions(['--port', '9000'])).toEqual({ port: 9000, outbox: undefined });
    expect(commandLineOptions([])).toEqual({ port: 8787, outbox: undefined });
  });

  it('starts nothing when imported, as the dev server and the end-to-end tests import it', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      vi.resetModules();
      await import('./mail-catcher.ts');
      expect(print).not.toHaveBeenCalled();
    } finally {
      print.mockRestore();
    }
  });
});
