import type { EmailSettings } from './send';

/** What the contact form needs to deliver: EmailJS's public values and the reCAPTCHA site key. */
export interface ContactSettings {
  readonly email: EmailSettings;
  readonly recaptchaSiteKey: string;
}
