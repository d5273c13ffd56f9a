import { test, type Page } from '@playwright/test';

/**
 * Waits until every interactive part of the page the visitor has reached works (each marks itself
 * `data-hydrated`): clicks and keys are handled from then on. A part that loads as it comes near
 * (the contact form) counts once it was asked for (`data-requested`).
 */
export function waitForHydration(page: Page) {
  return page.waitForFunction(() => {
    const islands = [...document.querySelectorAll('[data-island]')];
    const waiting = (island: Element) => island.hasAttribute('data-near') && !island.hasAttribute('data-requested');
    return islands.length > 0 && islands.every((island) => island.hasAttribute('data-hydrated') || waiting(island));
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

/** A first visit: nothing stored, so the background plays (other tests start with it paused, see playwright.config.ts). */
export const FIRST_VISIT = { cookies: [], origins: [] };

/** Below Mantine's sm breakpoint, where the navigation sits behind the burger. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** For a test whose behaviour does not depend on the viewport: it runs once, at the desktop size. */
export const atOneSize = (page: Page) => test.skip(isMobile(page), 'the same at every width: run at the desktop size');

/** Opens the home page and waits for hydration; returns the errors collected meanwhile. */
export async function openPage(page: Page) {
  const errors = collectErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  return errors;
}

export const sectionsNav = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

export async function openMenuIfMobile(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Navigation menu' }).click();
}
