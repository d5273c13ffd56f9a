import type { Page } from '@playwright/test';

/** Waits until React has hydrated the page (the app marks #root): clicks are handled from then on. */
export function waitForHydration(page: Page) {
  return page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
}

/** Collects console errors and uncaught exceptions, hydration mismatches included. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
