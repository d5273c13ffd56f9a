import { expect } from '@playwright/test';
import { ONE_SIZE, test } from './support/page.ts';

// The browser the tests run in (scripts/chromium.ts): what it is launched with holds, and it stays cheap.

test(
  'it keeps every feature Playwright turns off, and renders no address bar popup',
  ONE_SIZE,
  async ({ browser, page }) => {
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] ?? '').split(','));
    expect(lists.length).toBeGreaterThan(1);
    // Chromium keeps only the last list it is given.
    const kept = lists.at(-1);
    for (const list of lists) expect(kept).toEqual(expect.arrayContaining(list));

    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.map((target) => target.url)).not.toContainEqual(expect.stringContaining('omnibox'));
  },
);

test(
  'a frame from another site runs in its page’s process, as without site isolation',
  ONE_SIZE,
  async ({ browser, page }) => {
    // A frame the page's CSP allows, from a site of its own: with site isolation, a process of its own.
    const frameUrl = 'https://www.google.com/recaptcha/api2/bframe';
    await page.route(frameUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<p>frame</p>' }));
    await page.goto('/');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, frameUrl);
    await expect(page.frameLocator('iframe').getByText('frame')).toBeVisible();
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.filter((target) => target.type === 'iframe').map((target) => target.url)).toEqual([]);
  },
);
