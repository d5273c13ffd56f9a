import './contactStyles';
import ContactForm from '@/features/contact/ContactForm';
import { contactKeys } from '@/content/contact';
import { profile } from '@/content/profile';
import { resolveContactSettings, type ContactEnv } from '../config/contactSettings';
import { TEXTS } from '../config/texts';

// Each variable by name: Vite puts exactly these values in the bundle. The whole import.meta.env
// would put every VITE_ variable of the build's environment there, whatever it holds.
const env = {
  VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
  VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  VITE_RECAPTCHA_SITE_KEY: import.meta.env.VITE_RECAPTCHA_SITE_KEY,
  VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
  VITE_RECAPTCHA_ORIGIN: import.meta.env.VITE_RECAPTCHA_ORIGIN,
} satisfies Required<Record<keyof ContactEnv, string | undefined>>;

/** The form's keys and where it sends, as the build's environment sets them; its origin joins the CSP. */
export const contactSettings = resolveContactSettings(contactKeys, env, import.meta.env.DEV);

/** The contact form with the site's keys: an island the browser hydrates as the form comes near. */
export function ContactIsland() {
  return <ContactForm settings={contactSettings} ownerEmail={profile.email} texts={TEXTS} />;
}
