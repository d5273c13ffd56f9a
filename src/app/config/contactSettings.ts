import type { ContactKeys } from '@/content/types';
import type { ContactSettings } from '@/features/contact/settings';

export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
/** Where Google's reCAPTCHA script loads from. */
export const RECAPTCHA_ORIGIN = 'https://www.google.com';
/** Google's published reCAPTCHA v2 test key: always passes, for development only. */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

/**
 * The build-time variable that overrides each value of src/content/contact.ts: the one place that
 * names them (the build, the dev server, the deploy recipes' test and the types read it).
 */
export const CONTACT_VARIABLES = {
  emailjsPublicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  emailjsServiceId: 'VITE_EMAILJS_SERVICE_ID',
  emailjsTemplateId: 'VITE_EMAILJS_TEMPLATE_ID',
  recaptchaSiteKey: 'VITE_RECAPTCHA_SITE_KEY',
} as const satisfies Record<keyof ContactKeys, string>;
/** Where messages are posted instead of EmailJS's own API (the dev server sets the mail catcher's). */
export const ORIGIN_VARIABLE = 'VITE_EMAILJS_ORIGIN';
/**
 * Where the reCAPTCHA script loads from instead of Google: for the browser tests of engines whose
 * drivers cannot answer a request to Google themselves, served a stand-in by the test server.
 */
export const CAPTCHA_ORIGIN_VARIABLE = 'VITE_RECAPTCHA_ORIGIN';

export type ContactEnv = Partial<
  Record<
    (typeof CONTACT_VARIABLES)[keyof ContactKeys] | typeof ORIGIN_VARIABLE | typeof CAPTCHA_ORIGIN_VARIABLE,
    string
  >
>;

const origin = (value: string | undefined, otherwise: string) => (value?.trim() || otherwise).replace(/\/+$/, '');

const isPlaceholder = (value: string) => value.trim() === '' || value.startsWith('YOUR_');

/** The contact keys, each build-time variable winning over src/content/contact.ts. */
function resolveKeys(keys: ContactKeys, env: ContactEnv): ContactKeys {
  const pick = (name: keyof ContactKeys) => env[CONTACT_VARIABLES[name]]?.trim() || keys[name];
  return {
    emailjsPublicKey: pick('emailjsPublicKey'),
    emailjsServiceId: pick('emailjsServiceId'),
    emailjsTemplateId: pick('emailjsTemplateId'),
    recaptchaSiteKey: pick('recaptchaSiteKey'),
  };
}

/** The contact settings: build-time variables win over src/content/contact.ts. */
export function resolveContactSettings(keys: ContactKeys, env: ContactEnv, dev: boolean): ContactSettings {
  const resolved = resolveKeys(keys, env);
  return {
    email: {
      publicKey: resolved.emailjsPublicKey,
      serviceId: resolved.emailjsServiceId,
      templateId: resolved.emailjsTemplateId,
      origin: origin(env[ORIGIN_VARIABLE], EMAILJS_ORIGIN),
    },
    // Its origin alone: the script's address is built on it, and the policy allows exactly it.
    recaptchaOrigin: new URL(origin(env[CAPTCHA_ORIGIN_VARIABLE], RECAPTCHA_ORIGIN)).origin,
    recaptchaSiteKey:
      dev && isPlaceholder(resolved.recaptchaSiteKey) ? RECAPTCHA_TEST_SITE_KEY : resolved.recaptchaSiteKey,
  };
}

/** The keys whose value is still missing or a placeholder, with no variable to set them; a build must have none. */
export function unsetContactKeys(keys: ContactKeys, env: ContactEnv): (keyof ContactKeys)[] {
  const resolved = resolveKeys(keys, env);
  return (Object.keys(CONTACT_VARIABLES) as (keyof ContactKeys)[]).filter((name) => isPlaceholder(resolved[name]));
}

/** Whether the build would ship Google's test key, which passes every visitor: a form with no spam check. */
export const usesTestCaptchaKey = (keys: ContactKeys, env: ContactEnv) =>
  resolveKeys(keys, env).recaptchaSiteKey.trim() === RECAPTCHA_TEST_SITE_KEY;
