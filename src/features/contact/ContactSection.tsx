import { Suspense, lazy } from 'react';
import { Section } from '@/lib/Section';
import type { ContactSettings } from './settings';

// The form and its sending code load as their own chunk while the page hydrates: they sit below the
// fold and would push the initial JS over its 130 KB budget. The prerendered HTML contains the form.
const ContactForm = lazy(() => import('./ContactForm'));

export function ContactSection({ settings }: { readonly settings: ContactSettings }) {
  return (
    <Section id="contact" title="Get in Touch">
      <Suspense fallback={null}>
        <ContactForm settings={settings} />
      </Suspense>
    </Section>
  );
}
