import type { ContactKeys } from '@/content/types';
import { EMAILJS_ORIGIN, RECAPTCHA_TEST_SITE_KEY, resolveContactSettings, unsetContactVariables } from './contactSettings';

const placeholders: ContactKeys = {
  emailjsPublicKey: 'YOUR_EMAILJS_PUBLIC_KEY',
  emailjsServiceId: 'YOUR_EMAILJS_SERVICE_ID',
  emailjsTemplateId: 'YOUR_EMAILJS_TEMPLATE_ID',
  recaptchaSiteKey: 'YOUR_RECAPTCHA_SITE_KEY',
};
const real: ContactKeys = { emailjsPublicKey: 'pk', emailjsServiceId: 'svc', emailjsTemplateId: 'tpl', recaptchaSiteKey: 'site' };

describe('contact settings', () => {
  it('take the content values and the hosted EmailJS origin', () => {
    expect(resolveContactSettings(real, {}, false)).toEqual({
      email: { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', origin: EMAILJS_ORIGIN },
      recaptchaSiteKey: 'site',
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
      },
      false,
    );
    expect(settings).toEqual({
      email: { publicKey: 'pk2', serviceId: 'svc2', templateId: 'tpl2', origin: 'http://127.0.0.1:8787' },
      recaptchaSiteKey: 'site2',
    });
  });

  it("use Google's test site key in development only", () => {
    expect(resolveContactSettings(placeholders, {}, true).recaptchaSiteKey).toBe(RECAPTCHA_TEST_SITE_KEY);
    expect(resolveContactSettings(placeholders, {}, false).recaptchaSiteKey).toBe('YOUR_RECAPTCHA_SITE_KEY');
  });

  it('name every variable still unset, for the production build to stop', () => {
    expect(unsetContactVariables(placeholders, {})).toEqual([
      'VITE_EMAILJS_PUBLIC_KEY',
      'VITE_EMAILJS_SERVICE_ID',
      'VITE_EMAILJS_TEMPLATE_ID',
      'VITE_RECAPTCHA_SITE_KEY',
    ]);
    expect(unsetContactVariables(placeholders, { VITE_EMAILJS_SERVICE_ID: ' ' })).toContain(
      'VITE_EMAILJS_SERVICE_ID',
    );
    expect(unsetContactVariables(real, {})).toEqual([]);
  });
});
