import type { ContactKeys } from '@/content/types';
import { EMAILJS_ORIGIN, RECAPTCHA_TEST_SITE_KEY, resolveContactSettings, unsetContactKeys } from './contactSettings';

const placeholders: ContactKeys = {
  emailjsPublicKey: 'YOUR_EMAILJS_PUBLIC_KEY',
  emailjsServiceId: 'YOUR_EMAILJS_SERVICE_ID',
  emailjsTemplateId: 'YOUR_EMAILJS_TEMPLATE_ID',
  recaptchaSiteKey: 'YOUR_RECAPTCHA_SITE_KEY',
};
const real: ContactKeys = {
  emailjsPublicKey: 'pk',
  emailjsServiceId: 'svc',
  emailjsTemplateId: 'tpl',
  recaptchaSiteKey: 'site',
};

describe('contact settings', () => {
  it('take the content values and the hosted EmailJS origin', () => {
    expect(resolveContactSettings(real, {}, false)).toEqual({
      email: { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', origin: EMAILJS_ORIGIN },
      recaptchaSiteKey: 'site',
      recaptchaOrigin: 'https://www.google.com',
    });
  });

  it('let build-time variables win', () => {
    const settings = resolveContactSettings(
      real,
      {
        VITE_EMAILJS_PUBLIC_KEY: 'pk2',
        VITE_EMAILJS_SERVICE_ID: 'svc2',
        VITE_EMAILJS_TEMPLATE_ID: 'tpl2',
        VITE_RECAPTCHA_SITE_KEY: 'site2',
        VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:8787/',
        VITE_RECAPTCHA_ORIGIN: ' http://127.0.0.1:8789/some/path\n',
      },
      false,
    );
    expect(settings).toEqual({
      email: { publicKey: 'pk2', serviceId: 'svc2', templateId: 'tpl2', origin: 'http://127.0.0.1:8787' },
      recaptchaSiteKey: 'site2',
      recaptchaOrigin: 'http://127.0.0.1:8789',
    });
  });

  it("post to EmailJS's hosted API unless told otherwise", () => {
    expect(resolveContactSettings(real, {}, false).email.origin).toBe('https://api.emailjs.com');
    expect(resolveContactSettings(real, { VITE_EMAILJS_ORIGIN: '  ' }, false).email.origin).toBe(
      'https://api.emailjs.com',
    );
  });

  it('trim the build-time variables, as secrets pasted into a CI form often carry a space or a newline', () => {
    const settings = resolveContactSettings(
      real,
      {
        VITE_EMAILJS_PUBLIC_KEY: ' pk2\n',
        VITE_RECAPTCHA_SITE_KEY: '\tsite2 ',
        VITE_EMAILJS_ORIGIN: ' http://127.0.0.1:8787/\n',
      },
      false,
    );
    expect(settings.email.publicKey).toBe('pk2');
    expect(settings.recaptchaSiteKey).toBe('site2');
    expect(settings.email.origin).toBe('http://127.0.0.1:8787');
  });

  it('keep the content value when a variable is blank', () => {
    expect(resolveContactSettings(real, { VITE_EMAILJS_SERVICE_ID: ' \n' }, false).email.serviceId).toBe('svc');
  });

  it('drop every trailing slash of the origin, for the API path to be appended', () => {
    expect(resolveContactSettings(real, { VITE_EMAILJS_ORIGIN: 'https://mail.example//' }, false).email.origin).toBe(
      'https://mail.example',
    );
  });

  it("use Google's test site key in development only", () => {
    // The key Google publishes for tests: every check passes.
    expect(RECAPTCHA_TEST_SITE_KEY).toBe('6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI');
    expect(resolveContactSettings(placeholders, {}, true).recaptchaSiteKey).toBe(RECAPTCHA_TEST_SITE_KEY);
    expect(resolveContactSettings(placeholders, {}, false).recaptchaSiteKey).toBe('YOUR_RECAPTCHA_SITE_KEY');
  });

  it('name every key still unset, for a build to stop', () => {
    expect(unsetContactKeys(placeholders, {})).toEqual([
      'emailjsPublicKey',
      'emailjsServiceId',
      'emailjsTemplateId',
      'recaptchaSiteKey',
    ]);
    expect(unsetContactKeys(placeholders, { VITE_EMAILJS_SERVICE_ID: ' ' })).toContain('emailjsServiceId');
    expect(unsetContactKeys(placeholders, { VITE_EMAILJS_SERVICE_ID: 'service_1' })).not.toContain('emailjsServiceId');
    expect(unsetContactKeys(real, {})).toEqual([]);
  });

  it('count a blank content value as unset, in development as in production', () => {
    expect(unsetContactKeys({ ...real, emailjsServiceId: '', emailjsTemplateId: '  ' }, {})).toEqual([
      'emailjsServiceId',
      'emailjsTemplateId',
    ]);
    expect(resolveContactSettings({ ...real, recaptchaSiteKey: ' ' }, {}, true).recaptchaSiteKey).toBe(
      RECAPTCHA_TEST_SITE_KEY,
    );
  });
});
