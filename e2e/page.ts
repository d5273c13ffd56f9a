import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated every interactive part of the page (each marks itself
 * `data-hydrated`): clicks and keys are handled from then on.
 */
export function waitForHydration(page: Page) {
  return page.waitForFunction(() => {
    const islands = [...document.querySelectorAll('[data-island]')];
    return islands.length > 0 && islands.every((island) => island.hasAttribute('data-hydrated'));
  });
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
