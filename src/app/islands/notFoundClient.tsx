import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { profile } from '@/content/profile';
import { NotFound } from '../prerender/NotFound';
import { Providers } from './Providers';
import { TEXTS } from '../config/texts';

/** Replaces the page with the not-found view, for hosts that serve index.html for unknown paths. */
export function showNotFound(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  document.title = TEXTS.notFoundTitle(profile.name);
  // The home page's HTML is there: start from an empty container.
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <NotFound homeHref={import.meta.env.BASE_URL} texts={TEXTS} />
      </Providers>
    </StrictMode>,
  );
}
