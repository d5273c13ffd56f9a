import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '@/test/render';
import ContactForm from './ContactForm';
import { InView, WAIT, settings, stubDocumentFonts } from '@/test/contactForm';

stubDocumentFonts();

/** The captcha script fails to load, as when an extension blocks it. */
async function blockCaptchaScript() {
  const script = await vi.waitFor(
    () => {
      const found = document.querySelector<HTMLScriptElement>('script[src*="/recaptcha/api.js"]');
      if (!found) throw new Error('the captcha script was not requested');
      return found;
    },
    { timeout: WAIT.timeout },
  );
  act(() => script.dispatchEvent(new Event('error')));
}

async function sendWithBlockedCaptcha() {
  fireEvent.change(screen.getByRole('textbox', { name: /full name/i }), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByRole('textbox', { name: /email/i }), { target: { value: 'ada@example.org' } });
  fireEvent.change(screen.getByRole('textbox', { name: /message/i }), { target: { value: 'Hello 🎉' } });
  await blockCaptchaScript();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByText(/The spam check could not load/, {}, WAIT);
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', InView));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Mantine's first render in jsdom takes seconds on a busy machine.
describe('ContactForm when it cannot deliver', { timeout: 30_000 }, () => {
  it('with no e-mail in the content, offers nothing extra and keeps the values', async () => {
    render(<ContactForm settings={settings} />);
    await sendWithBlockedCaptcha();
    expect(screen.queryByText('Write by e-mail instead')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy message' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveValue('Hello 🎉');
  });

  it("with the owner's e-mail, offers it with the message, and says when copying fails", async () => {
    render(<ContactForm settings={settings} ownerEmail="alex.morgan@example.com" />);
    await sendWithBlockedCaptcha();
    expect(screen.getByRole('region', { name: 'Write by e-mail instead' })).toBeVisible();
    const link = screen.getByRole('link', { name: 'alex.morgan@example.com' });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:alex\.morgan@example\.com\?subject=Message%20from%20Ada%20Lovelace&body=Hello%20/),
    );
    // jsdom has no Clipboard API: the visitor is told to copy by hand.
    fireEvent.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(await screen.findByRole('status', {}, WAIT)).toHaveTextContent(
      'Could not copy: select your message in the form and copy it yourself.',
    );
  });
});
