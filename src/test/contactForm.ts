import type { ContactSettings } from '@/features/contact/settings';

// What the contact form's jsdom tests share: its settings, and the browser parts jsdom lacks.

export const settings: ContactSettings = {
  email: { publicKey: 'public-key', serviceId: 'service', templateId: 'template', origin: 'https://mail.example' },
  recaptchaSiteKey: 'site-key',
};

/** The form's chunk, Mantine and a busy machine: waits longer than Testing Library's default. */
export const WAIT = { timeout: 10_000 };

/** The form is in view from the start, so the captcha script is requested at once. */
export class InView {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

/** jsdom has no FontFaceSet; the autosizing textarea listens to it. */
export function stubDocumentFonts() {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}
