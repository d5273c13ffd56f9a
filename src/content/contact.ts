import type { ContactKeys } from './types';

// Public values, safe to commit. Each can also be set by a variable when building, which wins over
// this file (the README lists them). A production build stops while any is still a YOUR_… placeholder.
export const contactKeys: ContactKeys = {
  emailjsPublicKey: 'YOUR_EMAILJS_PUBLIC_KEY',
  emailjsServiceId: 'YOUR_EMAILJS_SERVICE_ID',
  emailjsTemplateId: 'YOUR_EMAILJS_TEMPLATE_ID',
  recaptchaSiteKey: 'YOUR_RECAPTCHA_SITE_KEY',
};
