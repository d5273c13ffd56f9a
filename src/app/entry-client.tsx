import './styles';
import { hydrateIsland } from './hydrate';
import { isHomePath } from './paths';
import { SiteChrome } from './SiteChrome';

/** The decorative background starts once the page is interactive and the browser is idle. */
function startBackgroundWhenIdle() {
  const start = () => void import('@/features/background/start').then((module) => module.startBackground());
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}

// In development the styles arrive with their modules: load the static parts' modules for theirs.
// (The build links the prerender's stylesheet, which has them; this branch is not built.)
if (import.meta.env.DEV) void import('./HomePage');

if (isHomePath(window.location.pathname, import.meta.env.BASE_URL)) {
  hydrateIsland('chrome', <SiteChrome />, startBackgroundWhenIdle);
  // Its own chunk: the form's code (Mantine form, notifications, reCAPTCHA, EmailJS) is not needed to
  // show or navigate the page.
  void import('./ContactIsland').then(({ ContactIsland }) => hydrateIsland('contact', <ContactIsland />));
} else {
  // A host that answers every path with index.html: show the not-found page instead.
  void import('./notFoundClient').then((module) => module.showNotFound());
}
