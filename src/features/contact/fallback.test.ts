import { MAILTO_MAX, mailBody, mailtoLink, offersFallback, type DeliveryFailure } from './fallback';
import type { ContactValues } from './values';
import { ENGLISH } from '@/test/texts';

const TO = 'alex.morgan@example.com';
const values: ContactValues = {
  fullName: ' Ada Lovelace ',
  email: 'ada@example.org ',
  message: 'Hello,\nsee you & soon?',
};

/** What a mail client reads from the link: address, subject and body. */
function parse(href: string) {
  const match = /^mailto:([^?]*)\?subject=([^&]*)&body=([^&]*)$/.exec(href);
  if (!match) throw new Error(`not a mailto link with subject and body: ${href}`);
  const [, to = '', subject = '', body = ''] = match;
  return { to: decodeURIComponent(to), subject: decodeURIComponent(subject), body: decodeURIComponent(body) };
}

describe('offersFallback', () => {
  it.each<[string, DeliveryFailure, boolean]>([
    ['a captcha that cannot load', { stage: 'captcha', outcome: 'unavailable' }, true],
    ['a closed challenge', { stage: 'captcha', outcome: 'closed' }, false],
    ['a captcha that did not answer in time', { stage: 'captcha', outcome: 'timeout' }, true],
    ['a captcha script still loading at the time limit', { stage: 'captcha', outcome: 'loading' }, true],
    ['a captcha that lost its connection', { stage: 'captcha', outcome: 'error' }, true],
    ['a network failure', { stage: 'send', status: 0 }, true],
    ['403', { stage: 'send', status: 403 }, true],
    ['429', { stage: 'send', status: 429 }, true],
    ['451', { stage: 'send', status: 451 }, true],
    ['500', { stage: 'send', status: 500 }, true],
    ['503', { stage: 'send', status: 503 }, true],
    ['400', { stage: 'send', status: 400 }, true],
    ['404', { stage: 'send', status: 404 }, true],
    ['422', { stage: 'send', status: 422 }, true],
    ['a misconfigured form', { stage: 'send', status: -1 }, true],
    ['a mail service that did not answer in time', { stage: 'send', status: 408 }, true],
  ])('%s: %s', (_label, failure, offered) => {
    expect(offersFallback(failure)).toBe(offered);
  });
});

describe('mailtoLink', () => {
  it('carries the name, e-mail and message, percent-encoded with CRLF line breaks', () => {
    const link = mailtoLink(TO, values, ENGLISH);
    expect(link.shortened).toBe(false);
    expect(link.href).toBe(
      `mailto:alex.morgan@example.com?subject=${encodeURIComponent(ENGLISH.mailSubject('Ada Lovelace'))}` +
        '&body=Hello%2C%0D%0Asee%20you%20%26%20soon%3F%0D%0A%0D%0AAda%20Lovelace%0D%0Aada%40example.org',
    );
    expect(parse(link.href)).toEqual({
      to: TO,
      subject: ENGLISH.mailSubject('Ada Lovelace'),
      body: 'Hello,\r\nsee you & soon?\r\n\r\nAda Lovelace\r\nada@example.org',
    });
  });

  it('keeps emoji, right-to-left text and characters that mean something in a URL', () => {
    const typed = {
      fullName: 'مريم 👩‍💻',
      email: 'maryam@example.org',
      message: 'مرحبا بالعالم 🎉 a+b=c #1 100% ?x=1&y=2',
    };
    const { subject, body } = parse(mailtoLink(TO, typed, ENGLISH).href);
    expect(subject).toBe(ENGLISH.mailSubject('مريم 👩‍💻'));
    expect(body).toBe(`${typed.message}\r\n\r\nمريم 👩‍💻\r\nmaryam@example.org`);
  });

  it('shortens a long message to fit within 2,000 characters, and says so', () => {
    const message = `Start ${'word '.repeat(1_000)}end`;
    const link = mailtoLink(TO, { ...values, message }, ENGLISH);
    expect(link.shortened).toBe(true);
    expect(link.href.length).toBeLessThanOrEqual(MAILTO_MAX);
    expect(link.href.length).toBeGreaterThan(MAILTO_MAX - 20);
    const { subject, body } = parse(link.href);
    expect(subject).toBe(ENGLISH.mailSubject('Ada Lovelace'));
    expect(body.split('\r\n\r\n')).toEqual([
      expect.stringMatching(/^Start word word .*…$/s),
      ENGLISH.mailShortened,
      'Ada Lovelace\r\nada@example.org',
    ]);
  });

  it('leaves a message that just fits whole', () => {
    const fits = (message: string) => mailtoLink(TO, { ...values, message }, ENGLISH).href.length;
    const base = fits('');
    const message = 'x'.repeat(MAILTO_MAX - base);
    expect(mailtoLink(TO, { ...values, message }, ENGLISH)).toMatchObject({ shortened: false });
    expect(mailtoLink(TO, { ...values, message: `${message}x` }, ENGLISH)).toMatchObject({ shortened: true });
  });

  it('cuts between characters as the visitor sees them, never inside an emoji', () => {
    const family = '👨‍👩‍👧‍👦';
    // A family is 7 code points: across these limits, a cut by code point would split one.
    for (let max = 600; max < 700; max += 7) {
      const link = mailtoLink(TO, { ...values, message: family.repeat(300) }, ENGLISH, max);
      expect(link.href.length).toBeLessThanOrEqual(max);
      const shortenedMessage = parse(link.href).body.split('…')[0] ?? '';
      expect(shortenedMessage.length).toBeGreaterThan(0);
      expect(shortenedMessage.replaceAll(family, '')).toBe('');
    }
  });

  it('shortens the name and e-mail too when they alone are too long', () => {
    const typed = { fullName: '😀'.repeat(100), email: `${'é'.repeat(240)}@example.org`, message: 'Hi' };
    const link = mailtoLink(TO, typed, ENGLISH);
    expect(link.shortened).toBe(true);
    expect(link.href.length).toBeLessThanOrEqual(MAILTO_MAX);
    expect(parse(link.href).body).toContain(ENGLISH.mailShortened);
  });

  it('uses all the room it has: a shortened link is exactly as long as allowed', () => {
    // Each "x" takes one character of the link, so a link one short of the limit would have left one out.
    for (let max = 400; max < 420; max += 1) {
      const link = mailtoLink(TO, { ...values, message: 'x'.repeat(1_000) }, ENGLISH, max);
      expect(link).toMatchObject({ shortened: true });
      expect(link.href).toHaveLength(max);
    }
  });
});

describe('mailtoLink with a long message', () => {
  it('looks at no more of the message than can fit in the link, however long it is', () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    try {
      const link = mailtoLink(TO, { ...values, message: 'word '.repeat(4_000) }, ENGLISH);
      expect(link.href.length).toBeLessThanOrEqual(MAILTO_MAX);
      const looked = segment.mock.calls.map(([text]) => text.length);
      expect(looked.length).toBeGreaterThan(0);
      expect(Math.max(...looked)).toBeLessThanOrEqual(MAILTO_MAX + 1);
    } finally {
      segment.mockRestore();
    }
  });

  it('never ends inside a grapheme cut where the look stops', () => {
    // A family emoji is 11 UTF-16 units: whatever the limit, the cut falls inside one of them somewhere.
    const family = '👨‍👩‍👧‍👦';
    for (let max = 300; max < 320; max += 1) {
      const message = parse(mailtoLink(TO, { ...values, message: family.repeat(500) }, ENGLISH, max).href).body.split(
        '…',
      )[0];
      expect(message?.replaceAll(family, '')).toBe('');
    }
  });
});

describe('mailBody', () => {
  it('is the whole message, signed with the name and e-mail', () => {
    const message = 'long '.repeat(2_000);
    expect(mailBody({ ...values, message }, ENGLISH)).toBe(`${message}\n\nAda Lovelace\nada@example.org`);
  });

  it('shortened, ends the message at its last word, then the ellipsis and the note', () => {
    const body = mailBody({ ...values, message: '  Indented, then cut \n ' }, ENGLISH, true);
    expect(body).toBe(`  Indented, then cut…\n\n${ENGLISH.mailShortened}\n\nAda Lovelace\nada@example.org`);
  });
});
