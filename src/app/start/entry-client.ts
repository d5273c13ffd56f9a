// The page's only script at start: no framework, no Mantine. The navigation is enhanced at once; the
// contact form's code (React DOM, Mantine, reCAPTCHA, EmailJS) is fetched ahead once the page is idle
// after load, and runs once the visitor heads down the page.
import { showDraft } from '@/features/contact/draftStorage';
import { failEarlySend, holdEarlySend } from '@/features/contact/earlySend';
import { enhanceNavigation } from './navigation';
import { whenHeadingDown } from './headingDown';
import { fetchAheadWhenIdle, skipFetchAhead, whenIdle } from './idleFetch';
import { applyLaterStylesheets } from './laterStylesheets';
import { whenNear } from './nearby';
import { isHomePath } from '../config/paths';

/** The decorative background starts once the page works and the browser is idle. */
const startBackgroundWhenIdle = () =>
  whenIdle(() => void import('@/features/background/start').then((module) => module.startBackground()));

const island = (name: string) => {
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!element) throw new Error(`The page has no ${name} island`);
  return element;
};

// In development the styles arrive with their modules: load the page's for theirs.
// (The build links the prerender's stylesheet, which has them; this branch is not built.)
if (import.meta.env.DEV) void import('../prerender/styles').then(() => import('../prerender/HomePage'));

if (isHomePath(window.location.pathname, import.meta.env.BASE_URL)) {
  enhanceNavigation(island('chrome'));
  startBackgroundWhenIdle();
  fetchAheadWhenIdle();
  const contact = island('contact');
  // The visitor's unsent draft shows at once; a Send pressed before the form's code arrives is held,
  // and answered once it has.
  showDraft(contact.querySelector('form'));
  holdEarlySend(contact);
  // Its own chunk, with its styles and the page's whole stylesheet (the form's states, the
  // notifications): fetched ahead at idle, run as soon as the visitor heads down the page (fetched
  // then if it was not yet), and hydrated once the form comes near or is touched. Code that
  // failed to load is not asked for again (browsers keep a failed import for the page's life): the
  // visitor is told to reload as the form comes near.
  const loadCode = () => {
    skipFetchAhead();
    return Promise.all([import('../islands/contactClient'), applyLaterStylesheets()]);
  };
  let code: ReturnType<typeof loadCode> | undefined;
  const fetchCode = () => (code ??= loadCode());
  const stopHeadingDown = whenHeadingDown(() => void fetchCode().catch(() => undefined));
  whenNear(contact, () => {
    stopHeadingDown();
    void fetchCode().then(
      ([module]) => module.hydrateContact(contact),
      // Its code could not load: the visitor is told to reload, and what they type is kept for then.
      () => failEarlySend(contact),
    );
  });
} else {
  // A host that answers every path with index.html: show the not-found page instead.
  void import('../islands/notFoundClient').then((module) => module.showNotFound());
}
