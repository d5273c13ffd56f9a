import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';

// The files of a worker share one window and one copy of each module (isolate: false): what a test
// leaves in them, the next file would find.
afterEach(() => {
  cleanup();
  // What a test wrote into the page itself, not through render, which cleanup does not know.
  document.body.replaceChildren();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no matchMedia; Mantine's color scheme and media hooks need it.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
