import type { PageTexts } from '@/content/types';
// Relative: the build's content check reads this file outside Vite's aliases.
import { FAILED_STATUS, HELD_STATUS } from '../../features/contact/earlySend';
import { SECTIONS } from './sections';

// The page's own texts in English: what it says when the content overrides none (src/content/texts.ts).

export const ENGLISH: PageTexts = {
  skipToContent: 'Skip to content',
  about: SECTIONS.about.label,
  projects: SECTIONS.projects.label,
  contact: SECTIONS.contact.label,
  menuButton: 'Navigation menu',
  siteNavigation: 'Site',
  sectionsNavigation: 'Sections',
  ownerLinks: 'Profiles and contact',
  opensInNewTab: '(opens in a new tab)',
  downloadResume: (label) => `Download ${label}`,
  pauseAnimation: 'Pause animation',
  technologies: 'Technologies',

  contactForm: 'Contact form',
  fullName: 'Full name',
  email: 'Email',
  message: 'Message',
  send: 'Send',
  reset: 'Reset',
  characterCount: (count, max) => `${count.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`,
  noScript: 'Sending a message needs JavaScript.',
  noScriptWriteTo: (address) => `Write to ${address} instead.`,
  fullNameShort: (min) => `Name must have at least ${min} letters`,
  fullNameLong: (max) => `Name must be at most ${max} characters`,
  emailInvalid: 'Invalid email',
  emailLong: (max) => `Email must be at most ${max} characters`,
  messageEmpty: 'Message must not be empty',
  messageLong: (max) => `Message must be at most ${max.toLocaleString('en-US')} characters`,
  successTitle: 'Success!',
  successMessage: 'Your message has been sent.',
  errorTitle: 'Error',
  sendFailed: (reason) => `Failed to send your message. ${reason}`,
  closeNotification: 'Close notification',
  captchaRequired: 'Please complete the reCAPTCHA.',
  captchaUnavailable: 'The spam check could not load: a browser extension or a network filter may be blocking it.',
  captchaLoading:
    'The spam check has not finished loading: check your connection, or whether an extension or a network filter blocks it, then send again.',
  captchaError: 'The spam check lost its connection: check your connection, then send again.',
  sendUnreachable: 'The mail service could not be reached. Check your connection and try again.',
  sendTimedOut: (seconds) =>
    `The mail service did not answer within ${seconds} seconds. Your message is kept: try again in a moment.`,
  sendTooMany: 'Too many messages were sent from here. Please wait a minute and try again.',
  sendRefused: 'The mail service refused this message.',
  sendHeadless: 'The mail service does not accept messages from headless browsers.',
  sendUnavailable: 'The mail service is unavailable right now. Please try again later.',
  sendServiceSaid: (said) => `The mail service said: ${said}`,
  sendRejected: (status) => `The mail service rejected the message (status ${status}).`,
  sendMisconfigured: (error) => `The contact form is misconfigured: ${error}`,
  earlySendHeld: HELD_STATUS,
  earlySendFailed: FAILED_STATUS,
  fallbackTitle: 'Write by e-mail instead',
  fallbackReady: (address) => `Your message is ready in an e-mail to ${address}.`,
  fallbackShortened:
    'It is too long for an e-mail link, so the e-mail holds its beginning: copy the full message and paste it in.',
  copyMessage: 'Copy message',
  copyFailed: 'Could not copy: select your message in the form and copy it yourself.',
  copied: 'Copied.',
  mailSubject: (name) => `Message from ${name}`,
  mailShortened: '[Shortened to fit in an e-mail link.]',

  notFoundTitle: (name) => `Page not found — ${name}`,
  notFoundText: 'No route matches URL',
  backHome: 'Back to the home page',
};
