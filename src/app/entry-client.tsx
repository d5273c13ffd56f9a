import './styles';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { Providers } from './Providers';
import { routes } from './routes';

// Picks up the state the prerender left in window.__staticRouterHydrationData (a 404 included).
const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Marks #root once React is interactive, so browser tests know when clicks are handled. */
function HydratedMark() {
  useEffect(() => container?.setAttribute('data-hydrated', ''), []);
  return null;
}

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
    <HydratedMark />
  </StrictMode>
);

// The built pages are prerendered and hydrate; the dev server serves an empty shell.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
