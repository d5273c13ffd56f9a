import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '@/test/render';
import ContactForm from './ContactForm';
import { InView, WAIT, captchaScripts, formFarAway, noCaptchaScriptYet, settings } from '@/test/contactForm';
import { ENGLISH } from '@/test/texts';

/** The owner's address in these tests: the form is given it, as the page gives it the content's. */
const OWNER_EMAIL = 'grace.hopper@example.org';

/** Every captcha script the form asks for fails to load, as when an extension blocks it. */
function blockCaptchaScripts() {
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (node instanceof HTMLScriptElement && node.src.includes('/recaptcha/api.js')) {
        setTimeout(() => act(() => node.dispatchEvent(new Event('error'))), 0);
      }
    }
  });
  observer.observe(document.body, { childList: true });
  return observer;
}

async function sendWithBlockedCaptcha() {
  fireEvent.input(screen.getByRole('textbox', { name: ENGLISH.fullName }), { target: { value: 'Ada Lovelace' } });
  fireEvent.input(screen.getByRole('textbox', { name: ENGLISH.email }), { target: { value: 'ada@example.org' } });
  fireEvent.input(screen.getByRole('textbox', { name: ENGLISH.message }), { target: { value: 'Hello 🎉' } });
  // The submit tries the script again; blocked, it fails again.
  fireEvent.click(screen.getByRole('button', { name: ENGLISH.send }));
  await screen.findByText(ENGLISH.captchaUnavailable, { exact: false }, WAIT);
}

let blocker: MutationObserver;
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', InView);
  blocker = blockCaptchaScripts();
  // An address the loader has not seen: another file's test may have loaded the last one.
  noCaptchaScriptYet();
});
afterEach(() => {
  blocker.disconnect();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

// Mantine's first render in jsdom takes seconds on a busy machine.
describe('ContactForm when it cannot deliver', { timeout: 30_000 }, () => {
  it('with no e-mail in the content, offers nothing extra and keeps the values', async () => {
    render(<ContactForm texts={ENGLISH} settings={settings} />);
    await sendWithBlockedCaptcha();
    expect(screen.queryByText(ENGLISH.fallbackTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ENGLISH.copyMessage })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: ENGLISH.message })).toHaveValue('Hello 🎉');
  });

  it("with the owner's e-mail, offers it with the message, and says when copying fails", async () => {
    render(<ContactForm texts={ENGLISH} settings={settings} ownerEmail={OWNER_EMAIL} />);
    await sendWithBlockedCaptcha();
    expect(screen.getByRole('region', { name: ENGLISH.fallbackTitle })).toBeVisible();
    const link = screen.getByRole('link', { name: OWNER_EMAIL });
    const start = `mailto:${OWNER_EMAIL}?subject=${encodeURIComponent(ENGLISH.mailSubject('Ada Lovelace'))}&body=Hello%20`;
    expect(link.getAttribute('href')?.slice(0, start.length)).toBe(start);
    // A browser that refuses the page the clipboard, once it has checked the permission (a task
    // later, not at once): the visitor is told to copy by hand.
    const denied = () =>
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new DOMException('Write permission denied.', 'NotAllowedError'))),
      );
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: denied } });
    fireEvent.click(screen.getByRole('button', { name: ENGLISH.copyMessage }));
    // The status is always there, empty until there is something to say: wait for its words.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ENGLISH.copyFailed), WAIT);
  });

  it('follows the last key: the link opened and the text copied carry what was just typed', async () => {
    render(<ContactForm texts={ENGLISH} settings={settings} ownerEmail={OWNER_EMAIL} />);
    await sendWithBlockedCaptcha();
    const link = screen.getByRole('link', { name: OWNER_EMAIL });
    // Typed, then the link used at once, before the shown link follows the pause.
    fireEvent.input(screen.getByRole('textbox', { name: ENGLISH.message }), { target: { value: 'Hello 🎉 and more' } });
    expect(link.getAttribute('href')).not.toContain('and%20more');
    // Left alone, the shown link follows once the typing pauses.
    fireEvent.input(screen.getByRole('textbox', { name: ENGLISH.message }), { target: { value: 'Hello 🎉 paused' } });
    await waitFor(() => expect(link.getAttribute('href')).toContain('body=Hello%20%F0%9F%8E%89%20paused'), WAIT);
    fireEvent.input(screen.getByRole('textbox', { name: ENGLISH.message }), { target: { value: 'Hello 🎉 and more' } });
    fireEvent.click(link);
    expect(link.getAttribute('href')).toContain('body=Hello%20%F0%9F%8E%89%20and%20more');
    // The context menu's "copy link address", and a middle click, read it too.
    for (const [typed, use] of [
      ['then', () => fireEvent.contextMenu(link)],
      ['again', () => fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 1 }))],
    ] as const) {
      fireEvent.input(screen.getByRole('textbox', { name: ENGLISH.message }), {
        target: { value: `Hello 🎉 ${typed}` },
      });
      use();
      expect(link.getAttribute('href')).toContain(`body=Hello%20%F0%9F%8E%89%20${typed}`);
    }
    fireEvent.input(screen.getByRole('textbox', { name: ENGLISH.message }), { target: { value: 'Hello 🎉 and more' } });
    const copied: string[] = [];
    // Written a task later, as a browser does once it has checked the permission.
    const writeText = (text: string) =>
      new Promise<void>((resolve) => setTimeout(() => resolve(void copied.push(text))));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: ENGLISH.copyMessage }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ENGLISH.copied), WAIT);
    expect(copied).toEqual(['Hello 🎉 and more\n\nAda Lovelace\nada@example.org']);
  });
});

describe("ContactForm's captcha script", { timeout: 30_000 }, () => {
  it('is not asked for while the form is far, and is once it comes within 200 px', async () => {
    const far = formFarAway();
    render(<ContactForm texts={ENGLISH} settings={settings} />);
    await screen.findByRole('button', { name: ENGLISH.send }, WAIT);
    expect(far.margins).toEqual(['200px 0px']);
    expect(captchaScripts()).toHaveLength(0);
    far.comeNear();
    await waitFor(() => expect(captchaScripts()).toHaveLength(1), WAIT);
  });

  it('is asked for as soon as a field is focused, however far the form is', async () => {
    formFarAway();
    render(<ContactForm texts={ENGLISH} settings={settings} />);
    const name = await screen.findByRole('textbox', { name: ENGLISH.fullName }, WAIT);
    expect(captchaScripts()).toHaveLength(0);
    act(() => name.focus());
    await waitFor(() => expect(captchaScripts()).toHaveLength(1), WAIT);
  });
});
