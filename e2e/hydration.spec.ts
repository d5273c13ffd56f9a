import { expect, test } from '@playwright/test';
import { HYDRATION_FAILED } from '../src/app/islands/islandMarks.ts';
import { FIELDS } from '../src/features/contact/fields.ts';
import { islandShape } from '../src/test/islandShape.ts';
import { CONTACT_ENTRY } from '../scripts/steps/entries.ts';
import { chunk, readManifest } from '../scripts/steps/manifest.ts';
import { stubRecaptcha } from './support/mail.ts';
import { ONE_SIZE, collectErrors, waitForContactForm, waitForHydration } from './support/page.ts';
import { outDirOf } from './support/sites.ts';

// React keeps a prerendered attribute that differs from what its code draws, and says nothing of it
// in a production build: the form hydrated in the page is compared with the same form drawn afresh by
// the page's own code, so that any difference between the prerender and the browser fails here.
// Playwright's own test, not the suite's: drawing afresh is a hydration that did not match, on purpose.

const formCode = `/${chunk(readManifest(outDirOf('demo')), CONTACT_ENTRY).file}`;

test(
  'the hydrated form is the form the page’s code draws afresh, attribute for attribute',
  ONE_SIZE,
  async ({ page }) => {
    const errors = collectErrors(page);
    await stubRecaptcha(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('End');
    await waitForContactForm(page);
    const island = page.locator('[data-island="contact"]');
    await expect(island).not.toHaveAttribute(HYDRATION_FAILED);

    // The same island, hydrated from nothing: React reports it and draws it afresh.
    const drawn = await page.evaluate(async (url) => {
      const module = (await import(url)) as { hydrateContact: (container: Element) => void };
      const container = document.createElement('div');
      container.dataset.island = 'drawn';
      document.querySelector('[data-island="contact"]')?.after(container);
      module.hydrateContact(container);
      return container.outerHTML.length;
    }, formCode);
    expect(drawn).toBeGreaterThan(0);
    const fresh = page.locator('[data-island="drawn"]');
    await expect(fresh).toHaveAttribute('data-hydrated', '');
    await expect(fresh).toHaveAttribute(HYDRATION_FAILED, '');
    const [hydrated, afresh] = [await island.evaluate(islandShape), await fresh.evaluate(islandShape)];
    expect(hydrated.filter((line) => /^(input|textarea) /.test(line))).toHaveLength(FIELDS.length);
    expect(hydrated).toEqual(afresh);
    expect(errors.filter((error) => !error.startsWith('The contact island did not hydrate as prerendered'))).toEqual(
      [],
    );
  },
);
