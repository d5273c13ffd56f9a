import './contactStyles';
import ContactForm from '@/features/contact/ContactForm';
import { contactKeys } from '@/content/contact';
import { profile } from '@/content/profile';
import { resolveContactSettings } from './contactSettings';

const contactSettings = resolveContactSettings(contactKeys, import.meta.env, import.meta.env.DEV);

/** The contact form with the site's keys: an island the browser loads as the form comes near. */
export function ContactIsland() {
  return <ContactForm settings={contactSettings} ownerEmail={profile.email} />;
}
