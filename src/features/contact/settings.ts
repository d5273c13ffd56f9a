import type { PageTexts } from '@/content/types';
import type { EmailSettings } from './send';

/** What the contact form needs to deliver: EmailJS's public values and the reCAPTCHA site key. */
export interface ContactSettings {
  readonly email: EmailSettings;
  readonly recaptchaSiteKey: string;
  /** Where Google's reCAPTCHA script loads from: Google's origin, but in some browser tests. */
  readonly recaptchaOrigin: string;
}

/** The contact section's props: the settings, and the owner's public address (optional). */
export interface ContactProps {
  readonly settings: ContactSettings;
  /** Offered, with the message in it, when the form cannot deliver; nothing is offered without it. */
  readonly ownerEmail?: string;
  /** Its labels, messages and notifications, in the page's language. */
  readonly texts: PageTexts;
}
