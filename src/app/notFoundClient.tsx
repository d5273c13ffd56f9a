import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { profile } from '@/content/profile';
import { notFoundTitle } from './head';
import { NotFound } from './NotFound';
import { Providers } from './Providers';

/** Replaces the page with the not-found view, for hosts that serve index.html for unknown paths. */
export function showNotFound(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  document.title = notFoundTitle(profile);
  // The home page's HTML is there: start from an empty container.
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <NotFound homeHref={import.meta.env.BASE_URL} />
      </Providers>
    </StrictMode>,
  );
}
