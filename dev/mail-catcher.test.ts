import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${catcher.url}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });

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
  const without = (field: string) => JSON.stringify(Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== field)));

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
    ['template_params as a string', JSON.stringify({ ...valid(), template_params: 'x' }), 'template_params must be an object'],
    ['no captcha token', withParams({ fullName: 'Ada' }), 'g-recaptcha-response is missing'],
    ['an empty captcha token', withParams({ 'g-recaptcha-response': '' }), 'g-recaptcha-response is missing'],
    ['a body over 50 KB', JSON.stringify(valid('x'.repeat(MAX_BODY_BYTES))), 'larger than 50 KB'],
  ])('answers 400 to %s and stores nothing', async (_, body, reason) => {
    const response = await post(body);
    expect(response.status).toBe(400);
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
    const sent = await post(JSON.stringify(valid()), { Origin: 'http://localhost:5173' });
    expect(sent.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const foreign = await post(JSON.stringify(valid()), { Origin: 'https://evil.example' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('stores every one of many concurrent messages, each on its own line', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => post(JSON.stringify(valid(`message ${i}`)))));
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(200));
    const stored = await readOutbox(outbox);
    expect(stored.map((m) => m.params.message).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `message ${i}`).sort());
  });

  it('keeps running after bad input and answers 404 elsewhere', async () => {
    await post('\u0000garbage');
    expect((await fetch(`${catcher.url}/nope`)).status).toBe(404);
    expect((await post(JSON.stringify(valid()))).status).toBe(200);
  });

  it('stores messages again once the outbox can be written', async () => {
    // A file stands where the outbox's folder should be, until it is removed.
    const folder = path.join(dir, 'later');
    await writeFile(folder, '');
    const recovering = await startMailCatcher({ outbox: path.join(folder, 'outbox.jsonl'), log: (line) => logged.push(line) });
    const send = () => fetch(`${recovering.url}/api/v1.0/email/send`, { method: 'POST', body: JSON.stringify(valid()) });
    try {
      expect((await send()).status).toBe(500);
      await rm(folder);
      expect((await send()).status).toBe(200);
      expect(await readOutbox(path.join(folder, 'outbox.jsonl'))).toHaveLength(1);
    } finally {
      await recovering.close();
    }
  });
});

describe('the mail catcher command line', () => {
  it('takes the port and the outbox, 8787 and the default outbox otherwise', () => {
    expect(commandLineOptions(['--port', '8788', '--outbox', 'test-results/outbox.jsonl'])).toEqual({
      port: 8788,
      outbox: 'test-results/outbox.jsonl',
    });
    expect(commandLineOptions(['--outbox', 'o.jsonl', '--port', '9000'])).toEqual({ port: 9000, outbox: 'o.jsonl' });
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
