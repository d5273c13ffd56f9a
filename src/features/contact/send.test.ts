import { ENGLISH } from '@/test/texts';
import { failureReason, sendMessage, type EmailSettings } from './send';

const settings: EmailSettings = {
  publicKey: 'public-key',
  serviceId: 'service',
  templateId: 'template',
  origin: 'https://mail.example',
};
const values = { fullName: '  Ada  ', email: ' ada@example.org ', message: '<b>Hi</b> 🎉' };

function stubFetch(respond: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond();
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('sendMessage', () => {
  it('POSTs the EmailJS payload as JSON to {origin}/api/v1.0/email/send', async () => {
    const calls = stubFetch(async () => new Response('OK', { status: 200 }));
    expect(await sendMessage(values, 'token-1', settings, ENGLISH)).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('https://mail.example/api/v1.0/email/send');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toEqual({ 'Content-type': 'application/json' });
    expect(JSON.parse(String(call?.init.body))).toEqual({
      lib_version: '4.4.1',
      user_id: 'public-key',
      service_id: 'service',
      template_id: 'template',
      template_params: {
        fullName: 'Ada',
        email: 'ada@example.org',
        message: '<b>Hi</b> 🎉',
        'g-recaptcha-response': 'token-1',
      },
    });
  });

  it.each([
    [500, 'boom', ENGLISH.sendUnavailable],
    [429, 'Too Many Requests', ENGLISH.sendTooMany],
    [400, 'The template ID is invalid', ENGLISH.sendServiceSaid('The template ID is invalid')],
  ])('turns status %i into a failure with a reason', async (status, text, reason) => {
    stubFetch(async () => new Response(text, { status }));
    expect(await sendMessage(values, 't', settings, ENGLISH)).toEqual({ ok: false, status, reason });
  });

  it('reports a network failure as status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendMessage(values, 't', settings, ENGLISH)).toEqual({
      ok: false,
      status: 0,
      reason: ENGLISH.sendUnreachable,
    });
  });

  it('leaves no timer behind once the service has answered', async () => {
    vi.useFakeTimers();
    try {
      stubFetch(async () => new Response('OK'));
      expect(await sendMessage(values, 't', settings, ENGLISH)).toEqual({ ok: true });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports missing keys without sending', async () => {
    const calls = stubFetch(async () => new Response('OK'));
    const result = await sendMessage(values, 't', { ...settings, publicKey: '' }, ENGLISH);
    expect(result).toMatchObject({ ok: false, status: -1, reason: expect.stringContaining('public key is required') });
    expect(calls).toEqual([]);
  });
});

describe('failureReason', () => {
  it.each([
    [0, '', ENGLISH.sendUnreachable],
    [403, 'Forbidden', ENGLISH.sendRefused],
    [429, 'Too Many Requests', ENGLISH.sendTooMany],
    [451, 'Unavailable For Headless Browser', ENGLISH.sendHeadless],
    [422, 'Bad template', ENGLISH.sendServiceSaid('Bad template')],
    [404, '  ', ENGLISH.sendRejected(404)],
    [502, 'Bad gateway', ENGLISH.sendUnavailable],
    [503, '', ENGLISH.sendUnavailable],
    [408, '', ENGLISH.sendTimedOut(20)],
  ])('status %i', (status, text, reason) => {
    expect(failureReason(status, text, ENGLISH)).toBe(reason);
  });

  it('never shows an object or a very long text', () => {
    expect(failureReason(400, 'x'.repeat(1000), ENGLISH)).toBe(ENGLISH.sendServiceSaid('x'.repeat(200)));
  });
});
