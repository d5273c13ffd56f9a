import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the rule ids and the offending elements when axe finds any violation, whatever its impact.
 * `within` limits the analysis to those parts of the page: a test of one part's states, where the whole
 * page is analysed by the site's own axe test (an analysis of the whole page takes 3 to 4 core-seconds).
 */
export async function expectNoAxeViolations(page: Page, within: readonly string[] = []) {
  const builder = within.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
