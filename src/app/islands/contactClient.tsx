import { ContactIsland } from './ContactIsland';
import { hydrateIsland } from './hydrate';

/** Hydrates the prerendered contact form: the chunk the page fetches as the visitor heads down. */
export function hydrateContact(container: Element): void {
  hydrateIsland(container, 'contact', <ContactIsland />);
}
