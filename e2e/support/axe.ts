import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the rule ids and the offending elements when axe finds any violation, whatever its impact.
 * `within` limits the analysis to those parts of the page: a test of one part's states, where the whole
 * page is analysed by the site's own axe test (an analysis of the whole page takes 1 to 2 core-seconds).
 */
export async function expectNoAxeViolations(page: Page, within: readonly string[] = []) {
  // Legacy mode runs axe in the page itself. The default runs it in each frame, then merges the
  // results in a new blank page of the test's context: about 1.3 core-seconds more an analysis (2.5
  // against 1.2 on the demo, 3.8 against 1.7 on the owner's), for frames that are Google's widget,
  // not the page's, whose own frame elements axe still checks from the page.
  const builder = within.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }).setLegacyMode(true));
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
