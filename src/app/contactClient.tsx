import { ContactIsland } from './ContactIsland';
import { hydrateIsland } from './hydrate';

/** Hydrates the prerendered contact form: the chunk the page loads as the form comes near. */
export function hydrateContact(container: Element): void {
  hydrateIsland(container, 'contact', <ContactIsland />);
}
