// The bench's floor for the contact form: the page's own trigger (the form near or touched) and a
// form of the same fields hydrated by the page's framework (React DOM), with nothing
// else: what any form the page hydrates costs at least before it works.
import { whenNear } from '../../../src/app/start/nearby.ts';

const contact = document.querySelector('[data-island="contact"]');
if (contact) whenNear(contact, () => void import('./Form.tsx').then((module) => module.hydrateForm(contact)));
