import { expect, type Page } from '@playwright/test';
import { DEMO_PROFILE } from '../src/demo/identity.ts';
import { SEND_TIMEOUT_MS } from '../src/features/contact/send.ts';
import { LIMITS } from '../src/features/contact/validation.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  CHALLENGE_TITLE,
  RELEASE_SCRIPT,
  SEND_URL,
  caughtMessages,
  expectNotification,
  stubRecaptcha,
  type CaptchaMode,
  type CaptchaStubOptions,
} from './support/mail.ts';
import { collectErrors, ONE_SIZE, test, waitForContactForm, waitForHydration } from './support/page.ts';
import { TEXTS } from './support/texts.ts';

const uniqueMarker = () => `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The demo fixture's public address (e2e/fixtures/demo/profile.ts), offered when the form cannot deliver. */
const OWNER_EMAIL = DEMO_PROFILE.email;

async function openContact(page: Page, mode: CaptchaMode = 'pass', options: CaptchaStubOptions = {}) {
  const captchaRequests = await stubRecaptcha(page, mode, options);
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: TEXTS.contactForm });
  await waitForContactForm(page);
  return { form, captchaRequests };
}

const fields = (page: Page) => ({
  name: page.getByRole('textbox', { name: TEXTS.fullName }),
  email: page.getByRole('textbox', { name: TEXTS.email }),
  message: page.getByRole('textbox', { name: TEXTS.message }),
  send: page.getByRole('button', { name: TEXTS.send }),
  reset: page.getByRole('button', { name: TEXTS.reset }),
});

/** What `fill` types where a test gives nothing else. */
const TYPED = { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Hello' };

async function fill(page: Page, values: Partial<typeof TYPED>) {
  const f = fields(page);
  const { name, email, message } = { ...TYPED, ...values };
  await f.name.fill(name);
  await f.email.fill(email);
  await f.message.fill(message);
}

/** Counts the POSTs the page makes to the send endpoint. */
function countSends(page: Page) {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url() === SEND_URL && request.method() === 'POST') sends.push(request.postData() ?? '');
  });
  return sends;
}

/** The start of every failed send's notification, whatever the reason that follows it. */
const FAILED = TEXTS.sendFailed('').trim();

const fallback = (page: Page) => page.getByRole('region', { name: TEXTS.fallbackTitle });

/** The form, its e-mail offer and the notifications (in a portal of their own): what a send changes. */
const FORM_AND_NOTIFICATIONS = ['#contact', '[role="alert"]'];

/** What a mail client reads from the offered link: address, subject and body. */
async function offeredMail(page: Page) {
  const href = (await fallback(page).getByRole('link', { name: OWNER_EMAIL }).getAttribute('href')) ?? '';
  const match = /^mailto:([^?]*)\?subject=([^&]*)&body=([^&]*)$/.exec(href);
  expect(match, href).not.toBeNull();
  const [, to = '', subject = '', body = ''] = match ?? [];
  return { href, to: decodeURIComponent(to), subject: decodeURIComponent(subject), body: decodeURIComponent(body) };
}

/** The typed values, as the e-mail carries them: the message signed with the name and e-mail. */
const mailOf = (typed: { name: string; email: string; message: string }) => ({
  to: OWNER_EMAIL,
  subject: `Message from ${typed.name}`,
  body: `${typed.message.replace(/\n/g, '\r\n')}\r\n\r\n${typed.name}\r\n${typed.email}`,
});

/** Clicks (taps, on a phone) the page outside Google's challenge, which closes it. */
async function clickOutsideChallenge(page: Page) {
  const challenge = await page.getByTitle(CHALLENGE_TITLE).boundingBox();
  const viewport = page.viewportSize();
  if (!challenge || !viewport) throw new Error('no challenge on screen');
  const point = { x: 5, y: viewport.height - 5 };
  expect(point.x < challenge.x || point.y > challenge.y + challenge.height).toBe(true);
  // The challenge fades in over 0.3 s, and until then the page's fixed navigation lies above its veil;
  // a visitor clicks once they see it, so wait until the veil is what is under the pointer.
  await expect
    .poll(() =>
      page.evaluate(
        ({ x, y, title }) => {
          // Google's veil is a sibling of the box that holds the challenge's frame.
          const frame = document.querySelector(`iframe[title="${title}"]`);
          const hit = document.elementFromPoint(x, y);
          return Boolean(frame && hit && hit.parentElement === frame.parentElement?.parentElement);
        },
        { ...point, title: CHALLENGE_TITLE },
      ),
    )
    .toBe(true);
  if (test.info().project.use.hasTouch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** Sends a marked message with the captcha answering by Google's challenge, and waits for the challenge to show. */
async function sendThroughChallenge(page: Page, text: string, options: CaptchaStubOptions = {}) {
  await openContact(page, 'challenge', options);
  const marker = uniqueMarker();
  await fill(page, { message: `${text} ${marker}` });
  await fields(page).send.click();
  const challenge = page.getByTitle(CHALLENGE_TITLE);
  await expect(challenge).toBeVisible();
  return { marker, challenge };
}

test('a valid message is delivered to the mail catcher and the form is reset; the next uses a new token', async ({
  page,
}) => {
  const { captchaRequests } = await openContact(page);
  const marker = uniqueMarker();
  const sends = countSends(page);
  await fill(page, { message: `Hello from the test ${marker}` });
  // As a keyboard visitor sends: Tab from the message to Send, then Enter.
  await fields(page).message.focus();
  await page.keyboard.press('Tab');
  await expect(fields(page).send).toBeFocused();
  await page.keyboard.press('Enter');
  const success = await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
  await expect(success).toHaveAttribute('style', /--notification-color: var\(--mantine-color-green-filled\)/);
  await expect(fields(page).name).toHaveValue('');
  await expect(fields(page).message).toHaveValue('');
  // Disabled while it sent, Send has the focus back: the keyboard's place is not lost.
  await expect(fields(page).send).toBeFocused();

  const [caught] = await caughtMessages(marker);
  expect(caught).toMatchObject({
    serviceId: 'e2e-service',
    templateId: 'e2e-template',
    publicKey: 'e2e-public-key',
    params: {
      fullName: 'Ada Lovelace',
      email: 'ada@example.org',
      message: `Hello from the test ${marker}`,
      'g-recaptcha-response': 'stub-token-1',
    },
  });
  expect(JSON.parse(sends[0] ?? '{}')).toMatchObject({ lib_version: '4.4.1', user_id: 'e2e-public-key' });
  // The captcha: explicit render of an invisible, inline, dark widget with the configured key.
  expect(captchaRequests[0]).toMatch(/\/recaptcha\/api\.js\?onload=\w+&render=explicit$/);
  const renders = await page.evaluate(() => window.captchaStub.renders);
  expect(renders).toEqual([
    expect.objectContaining({
      sitekey: 'e2e-site-key',
      size: 'invisible',
      badge: 'inline',
      theme: 'dark',
      callback: 'function',
    }),
  ]);

  // A second message in a row uses a token of its own: the widget is reset after each send.
  await page.getByRole('alert').getByRole('button').first().click();
  const second = uniqueMarker();
  await fill(page, { message: second });
  await fields(page).send.click();
  await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
  await expect(fields(page).message).toHaveValue('');
  expect((await caughtMessages(second))[0]?.params['g-recaptcha-response']).toBe('stub-token-2');
  expect(await page.evaluate(() => window.captchaStub.resets)).toBe(2);
});

test('the captcha script loads near the contact section or on focus, not with the page', ONE_SIZE, async ({ page }) => {
  const requests = await stubRecaptcha(page);
  await page.goto('/');
  await waitForHydration(page);
  // The background starts last, once the page is idle: by then the page has asked for all it loads at start.
  await expect(page.locator('canvas[data-background]')).toBeAttached();
  expect(requests).toEqual([]);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect.poll(() => requests.length).toBe(1);

  // Far from the form, a field focused without scrolling (as a script or assistive technology can):
  // the focus brings the form's code, and the form, working, asks for the script though still far.
  await page.goto('/');
  await waitForHydration(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await fields(page).name.evaluate((field) => field.focus({ preventScroll: true }));
  await waitForContactForm(page);
  await expect.poll(() => requests.length).toBe(2);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test(
  'validation: none while typing before the first submit; then exact messages, nothing sent, errors tied to their fields, live',
  ONE_SIZE,
  async ({ page }) => {
    await openContact(page);
    // The captcha's script has loaded: a submit that asked it for a token would count below.
    await page.waitForFunction(() => window.captchaStub !== undefined);
    const sends = countSends(page);
    const f = fields(page);
    await f.email.fill('not-an-email');
    await f.name.fill('A');
    await expect(page.getByText(TEXTS.emailInvalid)).toBeHidden();
    await expect(page.getByText(TEXTS.fullNameShort(LIMITS.fullNameMin))).toBeHidden();

    // Submitted empty: every field is required.
    await f.email.fill('');
    await f.name.fill('   ');
    await f.send.click();
    await expect(page.getByText(TEXTS.fullNameShort(LIMITS.fullNameMin))).toBeVisible();
    await expect(page.getByText(TEXTS.emailInvalid)).toBeVisible();
    await expect(page.getByText(TEXTS.messageEmpty)).toBeVisible();
    for (const field of [f.name, f.email, f.message]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAttribute('aria-required', 'true');
    }
    await expect(f.name).toHaveAccessibleDescription(TEXTS.fullNameShort(LIMITS.fullNameMin));
    await expect(f.name).toBeFocused();
    await expectNoAxeViolations(page, FORM_AND_NOTIFICATIONS);

    // Live from now on.
    await f.name.fill('A');
    await expect(page.getByText(TEXTS.fullNameShort(LIMITS.fullNameMin))).toBeVisible();
    await f.name.fill('Al');
    await expect(page.getByText(TEXTS.fullNameShort(LIMITS.fullNameMin))).toBeHidden();
    await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
    await f.email.fill('al@');
    await expect(page.getByText(TEXTS.emailInvalid)).toBeVisible();
    await f.email.fill('al@example.org');
    await expect(page.getByText(TEXTS.emailInvalid)).toBeHidden();
    expect(sends).toEqual([]);
    expect(await page.evaluate(() => window.captchaStub.executions)).toBe(0);
  },
);

test('reset clears the values, the errors and the draft', ONE_SIZE, async ({ page }) => {
  await openContact(page);
  const f = fields(page);
  await f.email.fill('x');
  await f.send.click();
  await expect(page.getByText(TEXTS.emailInvalid)).toBeVisible();
  await f.name.fill('Grace');
  await f.reset.click();
  await expect(f.name).toHaveValue('');
  await expect(f.email).toHaveValue('');
  await expect(page.getByText(TEXTS.emailInvalid)).toBeHidden();
  await page.reload();
  await waitForContactForm(page);
  await expect(f.name).toHaveValue('');
});

test(
  'limits: 100 characters of name, 254 of e-mail, 5,000 of message with a counter; more is refused',
  ONE_SIZE,
  async ({ page }) => {
    await openContact(page);
    const sends = countSends(page);
    const f = fields(page);
    await fill(page, { message: 'x'.repeat(3999) });
    await expect(page.getByText(/\/ 5,000 characters/)).toBeHidden();
    await f.message.fill('x'.repeat(5001));
    await expect(page.getByText(TEXTS.characterCount(LIMITS.messageMax + 1, LIMITS.messageMax))).toBeVisible();
    await f.send.click();
    await expect(page.getByText(TEXTS.messageLong(LIMITS.messageMax))).toBeVisible();
    expect(sends).toEqual([]);

    const marker = uniqueMarker();
    await f.message.fill(`${marker} ${'y'.repeat(5000 - marker.length - 1)}`);
    await expect(page.getByText(TEXTS.characterCount(LIMITS.messageMax, LIMITS.messageMax))).toBeVisible();
    await f.send.click();
    await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
    const [caught] = await caughtMessages(marker);
    expect(String(caught?.params.message)).toHaveLength(5000);

    // The form emptied by the send, its errors are shown again only on Send.
    await fill(page, { name: 'n'.repeat(101), email: `${'e'.repeat(250)}@x.io` });
    await expect(page.getByText(TEXTS.fullNameLong(LIMITS.fullNameMax))).toBeHidden();
    await f.send.click();
    await expect(page.getByText(TEXTS.fullNameLong(LIMITS.fullNameMax))).toBeVisible();
    await expect(page.getByText(TEXTS.emailLong(LIMITS.emailMax))).toBeVisible();
    expect(sends).toHaveLength(1);
  },
);

test('what the visitor types is sent and shown as plain text', ONE_SIZE, async ({ page }) => {
  await openContact(page);
  const marker = uniqueMarker();
  const text = `<b>bold</b> <img src=x onerror="window.pwned=1"> 🎉 مرحبا بالعالم ${marker}`;
  await fill(page, { name: '<i>Ada</i> 👩‍💻', message: text });
  // Where the typed text can show: the form, restored from the draft, and the notifications.
  const markup = page.locator('#contact :is(b, i, img[src="x"]), [role="alert"] :is(b, i)');
  await page.reload();
  await expect(fields(page).message).toHaveValue(text);
  expect(await markup.count()).toBe(0);
  await fields(page).send.click();
  await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
  const [caught] = await caughtMessages(marker);
  expect(caught?.params).toMatchObject({ fullName: '<i>Ada</i> 👩‍💻', message: text });
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
  expect(await markup.count()).toBe(0);

  // Not delivered: the e-mail offered instead carries the same text, and shows none of it as markup.
  await page.route(SEND_URL, (route) =>
    route.fulfill({ status: 503, body: 'Unavailable', headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
  await fill(page, { name: '<i>Ada</i> 👩‍💻', message: text });
  await fields(page).send.click();
  await expectNotification(page, TEXTS.errorTitle, FAILED);
  const offered = fallback(page).getByRole('link', { name: OWNER_EMAIL });
  await expect(offered).toBeVisible();
  expect(await offered.getAttribute('href')).toContain(`body=${encodeURIComponent(text)}`);
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
  expect(await markup.count()).toBe(0);
});

test(
  'no challenge and no token within 15 s: an error, nothing sent, values kept, the e-mail offered',
  ONE_SIZE,
  async ({ page }) => {
    await page.clock.install();
    await openContact(page, 'never');
    const sends = countSends(page);
    await fill(page, {});
    await fields(page).send.click();
    await expect(fields(page).send).toHaveAttribute('data-loading', 'true');
    // From here only the test moves the page's time (the exact 15 s is unit-tested with fake timers).
    await page.clock.pauseAt((await page.evaluate(() => window.captchaStub.executedAt)) + 14_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(2_000);
    const alert = await expectNotification(page, TEXTS.errorTitle, TEXTS.captchaRequired);
    await expect(alert).toHaveAttribute('style', /--notification-color: var\(--mantine-color-red-filled\)/);
    expect(sends).toEqual([]);
    await expect(fields(page).message).toHaveValue('Hello');
    await expect(fields(page).send).not.toHaveAttribute('data-loading');
    // Trying again may fail the same way: the owner's e-mail is offered.
    await expect(fallback(page)).toBeVisible();
    expect(await offeredMail(page)).toMatchObject(mailOf(TYPED));
  },
);

test('a challenge closed without solving it is told at once: nothing sent, values kept, the next try works', async ({
  page,
}) => {
  const sends = countSends(page);
  const { marker, challenge } = await sendThroughChallenge(page, 'After a closed challenge');
  await expect(challenge.contentFrame().getByText('Select all images with')).toBeVisible();
  await clickOutsideChallenge(page);
  await expect(challenge).toBeHidden();
  const alert = await expectNotification(page, TEXTS.errorTitle, TEXTS.captchaRequired);
  await expect(alert).not.toContainText(TEXTS.captchaUnavailable);
  await expect(fields(page).send).not.toHaveAttribute('data-loading');
  expect(sends).toEqual([]);
  await expect(fields(page).message).toHaveValue(`After a closed challenge ${marker}`);
  // Trying again fixes it, so no other way is offered.
  await expect(fallback(page)).toHaveCount(0);

  // The next try gets a fresh execution; this time the visitor solves the challenge.
  await page.evaluate(() => {
    window.captchaStub.solveAfterMs = 500;
  });
  await fields(page).send.click();
  await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
  expect(await page.evaluate(() => window.captchaStub.executions)).toBe(2);
  const [caught] = await caughtMessages(marker);
  expect(caught?.params['g-recaptcha-response']).toBe('stub-token-1');
});

test('a challenge solved after 6 s is waited for, and the message is sent', ONE_SIZE, async ({ page }) => {
  await page.clock.install();
  const { marker, challenge } = await sendThroughChallenge(page, 'Solved in 6 s', { solveAfterMs: 6_000 });
  // From here only the test moves the page's time: to just before the visitor solves it, then past it.
  await page.clock.pauseAt((await page.evaluate(() => window.captchaStub.shownAt)) + 5_900);
  await expect(challenge).toBeVisible();
  await expect(fields(page).send).toHaveAttribute('data-loading', 'true');
  await page.clock.runFor(2_000);
  await expect(challenge).toBeHidden();
  await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
  // Solving hid the challenge a moment before the token came: that was not taken for a close.
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.errorTitle })).toHaveCount(0);
  expect(await caughtMessages(marker)).toHaveLength(1);
});

test('a challenge solved after 20 s, past the 15 s limit, is still waited for', ONE_SIZE, async ({ page }) => {
  await page.clock.install();
  const { marker, challenge } = await sendThroughChallenge(page, 'Solved in 20 s', { solveAfterMs: 20_000 });
  // From here only the test moves the page's time: 16 s after the challenge showed, past the 15 s limit.
  await page.clock.pauseAt((await page.evaluate(() => window.captchaStub.shownAt)) + 16_000);
  await expect(challenge).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(fields(page).send).toHaveAttribute('data-loading', 'true');
  await page.clock.runFor(5_000);
  await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
  expect(await caughtMessages(marker)).toHaveLength(1);
});

test(
  'the captcha script cannot load: told at once with why, nothing sent, the e-mail offered',
  ONE_SIZE,
  async ({ page }) => {
    await openContact(page, 'unreachable');
    const sends = countSends(page);
    const typed = { name: 'مريم 👩‍💻', email: 'maryam@example.org', message: 'مرحبا!\nA line & a 🎉, 100% sure?' };
    await fill(page, typed);
    await fields(page).send.click();
    await expectNotification(page, TEXTS.errorTitle, `${TEXTS.captchaRequired} ${TEXTS.captchaUnavailable}`);
    expect(sends).toEqual([]);
    await expect(fallback(page)).toBeVisible();
    expect(await offeredMail(page)).toMatchObject(mailOf(typed));
    await expect(fields(page).message).toHaveValue(typed.message);
    await expectNoAxeViolations(page, FORM_AND_NOTIFICATIONS);
  },
);

test(
  'Google’s script still loading 15 s after Send: told so, the e-mail offered; once it arrives nothing runs unasked, and the next Send goes',
  ONE_SIZE,
  async ({ page }) => {
    const { promise: release, resolve: arrive }: PromiseWithResolvers<void> = Promise.withResolvers();
    await page.clock.install();
    // api.js arrives; the script it loads is held, as on a slow network.
    const scriptAsked = page.waitForRequest(RELEASE_SCRIPT);
    await openContact(page, 'challenge', { release, solveAfterMs: 500 });
    await scriptAsked;
    const sends = countSends(page);
    const marker = uniqueMarker();
    await fill(page, { message: `Sent once the spam check came ${marker}` });
    await fields(page).send.click();
    await expect(fields(page).send).toHaveAttribute('data-loading', 'true');
    // From here only the test moves the page's time: to just before the 15 s limit, then past it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 14_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expectNotification(page, TEXTS.errorTitle, `${TEXTS.captchaRequired} ${TEXTS.captchaLoading}`);
    await expect(fallback(page)).toBeVisible();
    await expect(fields(page).message).toHaveValue(`Sent once the spam check came ${marker}`);
    expect(sends).toEqual([]);

    // The script arrives and renders the widget: the Send given up is not run now, to show a
    // challenge nobody is waiting for.
    await page.clock.resume();
    arrive();
    await expect.poll(() => page.evaluate(() => window.captchaStub?.renders.length)).toBe(1);
    expect(await page.evaluate(() => window.captchaStub.executions)).toBe(0);
    await expect(page.getByTitle(CHALLENGE_TITLE)).toBeHidden();

    // Sent again, it goes: the challenge shows, is solved, and the message is delivered once.
    await fields(page).send.click();
    await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
    expect(await page.evaluate(() => window.captchaStub.executions)).toBe(1);
    expect(await caughtMessages(marker)).toHaveLength(1);
  },
);

test(
  'the spam check loses its connection: told so, nothing sent, values kept, the e-mail offered; the next try sends',
  ONE_SIZE,
  async ({ page }) => {
    await openContact(page, 'error');
    await page.waitForFunction(() => window.captchaStub !== undefined);
    const sends = countSends(page);
    const marker = uniqueMarker();
    await fill(page, { message: `After a lost connection ${marker}` });
    await fields(page).send.click();
    await expectNotification(page, TEXTS.errorTitle, `${TEXTS.captchaRequired} ${TEXTS.captchaError}`);
    await expect(fields(page).send).not.toHaveAttribute('data-loading');
    expect(sends).toEqual([]);
    await expect(fields(page).message).toHaveValue(`After a lost connection ${marker}`);
    await expect(fallback(page)).toBeVisible();

    // Connected again, Google answers.
    await page.evaluate(() => {
      window.captchaStub.mode = 'pass';
    });
    await fields(page).send.click();
    await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
    expect(await caughtMessages(marker)).toHaveLength(1);
  },
);

test('the captcha script failed to load once: the next submit loads it again and sends', ONE_SIZE, async ({ page }) => {
  const { captchaRequests } = await openContact(page, 'unreachable-once');
  // The form came into view and its script failed, as on a flaky network.
  await expect.poll(() => captchaRequests.length).toBe(1);
  const marker = uniqueMarker();
  await fill(page, { message: `Sent all the same ${marker}` });
  await fields(page).send.click();
  await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
  expect(captchaRequests).toHaveLength(2);
  expect(await caughtMessages(marker)).toHaveLength(1);
});

test(
  'the offered e-mail: a long message is shortened with a note, and Copy message copies it whole',
  ONE_SIZE,
  async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openContact(page);
    await page.route(SEND_URL, (route) =>
      route.fulfill({ status: 503, body: 'Unavailable', headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    const typed = {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      message: `Start. ${'A long message. '.repeat(200)}The end.`,
    };
    await fill(page, typed);
    await fields(page).send.click();
    await expect(fallback(page)).toBeVisible();
    await expect(fallback(page)).toContainText(TEXTS.fallbackShortened);
    const mail = await offeredMail(page);
    expect(mail.href.length).toBeLessThanOrEqual(2_000);
    expect(mail.subject).toBe(TEXTS.mailSubject(typed.name));
    const [start, end] = mail.body.split(`\r\n\r\n${TEXTS.mailShortened}\r\n\r\n`);
    expect(start).toMatch(/^Start\. A long message\. .*…$/s);
    expect(end).toBe(`${typed.name}\r\n${typed.email}`);
    expect(mail.body).not.toContain('The end.');

    await fallback(page).getByRole('button', { name: TEXTS.copyMessage }).click();
    await expect(fallback(page).getByRole('status')).toHaveText(TEXTS.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${typed.message}\n\n${typed.name}\n${typed.email}`,
    );
    await expect(fields(page).message).toHaveValue(typed.message);

    // Once the form delivers again, the other way is no longer needed.
    await page.unroute(SEND_URL);
    await fields(page).send.click();
    await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
    await expect(fallback(page)).toHaveCount(0);
  },
);

// Each way the mail service can fail, in turn on one page. Each offers the owner's e-mail: a request
// the service rejects is the site's to fix, and trying again will not help the visitor either.
const FAILURES = [
  [
    'a rejected request',
    { status: 400, body: 'The template ID is invalid' },
    TEXTS.sendServiceSaid('The template ID is invalid'),
  ],
  ['a server error', { status: 500, body: 'Internal error' }, TEXTS.sendUnavailable],
  ['an unavailable service', { status: 503, body: 'Unavailable' }, TEXTS.sendUnavailable],
  ['rate limiting', { status: 429, body: 'Too Many Requests' }, TEXTS.sendTooMany],
  ['a refusal', { status: 403, body: 'Forbidden' }, TEXTS.sendRefused],
  ['headless blocking', { status: 451, body: 'Unavailable For Headless Browser' }, TEXTS.sendHeadless],
  ['a network failure', null, TEXTS.sendUnreachable],
] as const;

test(
  'each failure of the mail service: a red notification with the reason, the values stay, the e-mail offered',
  ONE_SIZE,
  async ({ page }) => {
    await openContact(page);
    for (const [label, failure, reason] of FAILURES) {
      await test.step(label, async () => {
        // Begun afresh (Reset takes away what an earlier failure offered): each offer is this failure's.
        await fields(page).reset.click();
        await expect(fallback(page)).toHaveCount(0);
        const typed = { ...TYPED, message: `Keep me (${label})` };
        await fill(page, typed);
        await page.unroute(SEND_URL);
        await page.route(SEND_URL, (route) =>
          failure
            ? route.fulfill({
                status: failure.status,
                body: failure.body,
                headers: { 'Access-Control-Allow-Origin': '*' },
              })
            : route.abort('failed'),
        );
        await fields(page).send.click();
        const alert = await expectNotification(page, TEXTS.errorTitle, TEXTS.sendFailed(reason));
        await expect(alert).toHaveAttribute('style', /red/);
        // Disabled while it sent, Send has the focus back: the keyboard's place is not lost.
        await expect(fields(page).send).toBeFocused();
        await expect(fields(page).name).toHaveValue(typed.name);
        await expect(fields(page).message).toHaveValue(typed.message);
        await expect(fallback(page)).toBeVisible();
        expect(await offeredMail(page)).toMatchObject(mailOf(typed));
        // Closed, as a visitor does before trying again: the next failure is told by a notification of its own.
        await alert.getByRole('button', { name: TEXTS.closeNotification }).click();
        await expect(alert).toHaveCount(0);
      });
    }
  },
);

test(
  'a mail service silent for 20 s: told so, the values kept, the e-mail offered; its late answer changes nothing',
  ONE_SIZE,
  async ({ page }) => {
    await page.clock.install();
    await openContact(page);
    const { promise: late, resolve: answer }: PromiseWithResolvers<void> = Promise.withResolvers();
    await page.route(SEND_URL, async (route) => {
      await late;
      await route.fulfill({ status: 200, body: 'OK', headers: { 'Access-Control-Allow-Origin': '*' } });
    });
    const marker = uniqueMarker();
    const typed = { ...TYPED, message: `Kept past the limit ${marker}` };
    await fill(page, typed);
    const asked = page.waitForRequest((request) => request.url() === SEND_URL && request.method() === 'POST');
    await fields(page).send.click();
    await asked;
    // From here only the test moves the page's time: to just before the 20 s limit, then past it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 19_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(fields(page).send).toHaveAttribute('data-loading', 'true');
    await page.clock.runFor(2_000);
    await expectNotification(page, TEXTS.errorTitle, TEXTS.sendFailed(TEXTS.sendTimedOut(SEND_TIMEOUT_MS / 1000)));
    await expect(fields(page).message).toHaveValue(typed.message);
    await expect(fields(page).send).not.toHaveAttribute('data-loading');
    await expect(fallback(page)).toBeVisible();
    expect(await offeredMail(page)).toMatchObject(mailOf(typed));

    // The abandoned request is answered at last; the visitor sends again, to the service itself.
    await page.clock.resume();
    const answered = page.waitForResponse(SEND_URL);
    answer();
    await answered;
    await page.unroute(SEND_URL);
    await fields(page).send.click();
    await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
    await expect(page.getByRole('alert').filter({ hasText: TEXTS.successTitle })).toHaveCount(1);
    expect(await caughtMessages(marker)).toHaveLength(1);
  },
);

test(
  'no double send: submits, clicks and Enter while a message is on its way send nothing more',
  ONE_SIZE,
  async ({ page }) => {
    await openContact(page);
    const sends = countSends(page);
    const { promise: held, resolve: release }: PromiseWithResolvers<void> = Promise.withResolvers();
    await page.route(SEND_URL, async (route) => {
      await held;
      await route.continue();
    });
    const marker = uniqueMarker();
    await fill(page, { message: marker });
    await fields(page).send.click();
    await expect(fields(page).send).toHaveAttribute('data-loading', 'true');
    await expect.poll(() => sends.length).toBe(1);
    // The message is on its way: submit again past the button (which is busy), as a script or an
    // extension might; only the form's own guard stops these.
    await page.getByRole('form', { name: TEXTS.contactForm }).evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await fields(page).send.click({ force: true });
    await fields(page).email.press('Enter');
    // A submit that got past the guard would have asked the captcha for a token by now: its
    // request comes within the submit's own task, before the mail service is called.
    expect(await page.evaluate(() => window.captchaStub.executions)).toBe(1);
    release();
    await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
    expect(sends).toHaveLength(1);
    expect(await caughtMessages(marker)).toHaveLength(1);
  },
);

test(
  'the draft survives a reload, restored with no hydration error, and is gone once sent',
  ONE_SIZE,
  async ({ page }) => {
    await openContact(page);
    const marker = uniqueMarker();
    await fill(page, { name: 'Grace Hopper', email: 'grace@example.org', message: `Draft ${marker}` });
    const errors = collectErrors(page);
    await page.reload();
    await waitForContactForm(page);
    await expect(fields(page).name).toHaveValue('Grace Hopper');
    await expect(fields(page).email).toHaveValue('grace@example.org');
    await expect(fields(page).message).toHaveValue(`Draft ${marker}`);
    expect(errors).toEqual([]);
    await fields(page).send.click();
    await expectNotification(page, TEXTS.successTitle, TEXTS.successMessage);
    await page.reload();
    await waitForContactForm(page);
    await expect(fields(page).message).toHaveValue('');
  },
);
