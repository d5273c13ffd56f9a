import { ENGLISH } from './english';
import { SECTIONS } from './sections';

// The product's own words, which its specification fixes: the one place a test writes them out. Every
// other test reads the page's texts where the page takes them (this folder's english.ts and
// sections.ts, a test site's texts.ts), so that changing a text changes it and this test alone.
describe("the page's English", () => {
  // By their keys: a section an owner adds (docs/architecture.md) leaves this test as it is.
  it('names the sections as the product does', () => {
    const { about, projects, contact } = SECTIONS;
    expect([about.label, projects.label, contact.label]).toEqual(['About', 'Projects', 'Get in Touch']);
  });

  it('says the validation, captcha, send and not-found messages in the product’s words', () => {
    expect({
      fullNameShort: ENGLISH.fullNameShort(2),
      fullNameLong: ENGLISH.fullNameLong(100),
      emailInvalid: ENGLISH.emailInvalid,
      emailLong: ENGLISH.emailLong(254),
      messageEmpty: ENGLISH.messageEmpty,
      messageLong: ENGLISH.messageLong(5000),
      captchaRequired: ENGLISH.captchaRequired,
      successTitle: ENGLISH.successTitle,
      successMessage: ENGLISH.successMessage,
      errorTitle: ENGLISH.errorTitle,
      sendFailed: ENGLISH.sendFailed('{reason}'),
      notFoundText: ENGLISH.notFoundText,
    }).toEqual({
      fullNameShort: 'Name must have at least 2 letters',
      fullNameLong: 'Name must be at most 100 characters',
      emailInvalid: 'Invalid email',
      emailLong: 'Email must be at most 254 characters',
      messageEmpty: 'Message must not be empty',
      messageLong: 'Message must be at most 5,000 characters',
      captchaRequired: 'Please complete the reCAPTCHA.',
      successTitle: 'Success!',
      successMessage: 'Your message has been sent.',
      errorTitle: 'Error',
      sendFailed: 'Failed to send your message. {reason}',
      notFoundText: 'No route matches URL',
    });
  });
});
