import type { ContactKeys } from '@/content/types';
import type { ContactSettings } from '@/features/contact/settings';

export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
/** Google's published reCAPTCHA v2 test key: always passes, for development only. */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

/** The build-time variables that override src/content/contact.ts. */
export type ContactEnv = Partial<
  Record<'VITE_EMAILJS_PUBLIC_KEY' | 'VITE_EMAILJS_SERVICE_ID' | 'VITE_EMAILJS_TEMPLATE_ID' | 'VITE_RECAPTCHA_SITE_KEY' | 'VITE_EMAILJS_ORIGIN', string>
>;

const isPlaceholder = (value: string) => value.trim() === '' || value.startsWith('YOUR_');

/** The contact settings: build-time variables win over src/content/contact.ts. */
export function resolveContactSettings(keys: ContactKeys, env: ContactEnv, dev: boolean): ContactSettings {
  const pick = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  const siteKey = pick(env.VITE_RECAPTCHA_SITE_KEY, keys.recaptchaSiteKey);
  return {
    email: {
      publicKey: pick(env.VITE_EMAILJS_PUBLIC_KEY, keys.emailjsPublicKey),
      serviceId: pick(env.VITE_EMAILJS_SERVICE_ID, keys.emailjsServiceId),
      templateId: pick(env.VITE_EMAILJS_TEMPLATE_ID, keys.emailjsTemplateId),
      origin: pick(env.VITE_EMAILJS_ORIGIN, EMAILJS_ORIGIN).replace(/\/+$/, ''),
    },
    recaptchaSiteKey: dev && isPlaceholder(siteKey) ? RECAPTCHA_TEST_SITE_KEY : siteKey,
  };
}

/** The variables whose value is still missing or a placeholder; a production build must have none. */
export function unsetContactVariables(settings: ContactSettings): string[] {
  const values = {
    VITE_EMAILJS_PUBLIC_KEY: settings.email.publicKey,
    VITE_EMAILJS_SERVICE_ID: settings.email.serviceId,
    VITE_EMAILJS_TEMPLATE_ID: settings.email.templateId,
    VITE_RECAPTCHA_SITE_KEY: settings.recaptchaSiteKey,
  };
  return Object.entries(values)
    .filter(([, value]) => isPlaceholder(value))
    .map(([name]) => name);
}
