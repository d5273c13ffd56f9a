import { BUDGET } from './budget.ts';

describe('the size budget', () => {
  it('stays within the page’s rules: at most 10 kB of script on load, 6 kB of render-blocking CSS, gzip', () => {
    expect(BUDGET.onLoadJs).toBeLessThanOrEqual(10_000);
    expect(BUDGET.renderBlockingCss).toBeLessThanOrEqual(6_000);
  });
});
