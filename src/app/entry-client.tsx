import './styles';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { Providers } from './Providers';
import { routes } from './routes';

// Picks up the state the prerender left in window.__staticRouterHydrationData (a 404 included).
const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

let backgroundScheduled = false;

/** The decorative background starts once the page is interactive and the browser is idle. */
function startBackgroundWhenIdle() {
  // Once, although development's StrictMode runs effects twice.
  if (backgroundScheduled) return;
  backgroundScheduled = true;
  const start = () => void import('@/features/background/start').then((module) => module.startBackground());
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}

/** Runs after hydration: marks #root (browser tests wait for it) and starts the background. */
function AfterHydration() {
  useEffect(() => {
    container?.setAttribute('data-hydrated', '');
    startBackgroundWhenIdle();
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
    <AfterHydration />
  </StrictMode>
);

// The built pages are prerendered and hydrate; the dev server serves an empty shell.
// Hydrating as a transition lets React yield to the browser between components: no long task.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
