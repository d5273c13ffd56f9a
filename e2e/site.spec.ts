import { MENU_ID } from '../src/app/start/navigation.ts';
import { SECTIONS } from '../src/app/config/sections.ts';
import { DEMO_PROFILE, DEMO_PROJECTS } from '../src/demo/identity.ts';
import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { titleText } from './support/ownerSite.ts';
import {
  collectErrors,
  DESKTOP_ONLY,
  FOCUS_RING,
  focusRing,
  isMobile,
  ONE_SIZE,
  openPage,
  PHONE_ONLY,
  sectionsNav as nav,
  waitForHydration,
  test,
} from './support/page.ts';
import { TEXTS } from './support/texts.ts';

// What a visitor sees on arrival, read from one visit: the page opens in a light-scheme browser, which
// the forced dark theme ignores.
test('the page as it arrives: its sections in order, the dark theme and its fonts, the project cards, zoom allowed, a skip link', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const errors = await openPage(page);
  await test.step('its sections in order, hydrated without errors', async () => {
    const ids = await page.locator('main section').evaluateAll((sections) => sections.map((s) => s.id));
    // As sections.ts lists them: a section an owner adds is one more.
    expect(ids).toEqual(Object.values(SECTIONS).map((section) => section.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_PROFILE.name);
    await expect(page.getByRole('heading', { name: SECTIONS.projects.label, level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: SECTIONS.contact.label, level: 2 })).toBeAttached();
    await expect(page.getByText(/more than ten years/)).toBeVisible();
    const portrait = page.getByRole('img', { name: `Portrait of ${DEMO_PROFILE.name}` });
    await expect(portrait).toHaveAttribute('width', '160');
    // Drawn as a 160 px circle, the photo cropped to fill it.
    expect(await portrait.boundingBox()).toMatchObject({ width: 160, height: 160 });
    await expect(portrait).toHaveCSS('border-radius', '50%');
    await expect(portrait).toHaveCSS('object-fit', 'cover');
    expect(errors).toEqual([]);
  });
  await test.step('forced dark scheme, #242424 background, Oswald and the theme font sizes', async () => {
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const style = await page.evaluate(async () => {
      await document.fonts.ready;
      const body = getComputedStyle(document.body);
      return {
        background: body.backgroundColor,
        color: body.color,
        fontFamily: body.fontFamily,
        oswaldLoaded: [...document.fonts].some((f) => f.family.includes('Oswald') && f.status === 'loaded'),
        sizes: ['xs', 'sm', 'md', 'lg', 'xl'].map((size) => {
          const probe = document.body.appendChild(document.createElement('span'));
          probe.style.fontSize = `var(--mantine-font-size-${size})`;
          const px = getComputedStyle(probe).fontSize;
          probe.remove();
          return px;
        }),
      };
    });
    expect(style.background).toBe('rgb(36, 36, 36)');
    expect(style.color).toBe('rgb(246, 221, 229)');
    expect(style.fontFamily).toContain('Oswald Variable');
    expect(style.oswaldLoaded).toBe(true);
    expect(style.sizes).toEqual(['10px', '11px', '14px', '16px', '25px']);
  });
  await test.step('project cards side by side at 1280 px, stacked at 390 px', async () => {
    const cards = page.locator('#projects .mantine-Card-root');
    await expect(cards).toHaveCount(2);
    const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    if (!a || !b) throw new Error('cards not laid out');
    if (isMobile(page)) {
      expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
      expect(Math.round(a.x)).toBe(Math.round(b.x));
    } else {
      expect(Math.round(a.y)).toBe(Math.round(b.y));
      expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
    }
  });
  await test.step('each card: title with emphasis, image, clamped description, tags and button', async () => {
    const first = page.locator('#projects .mantine-Card-root').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(titleText(DEMO_PROJECTS[0].title));
    await expect(first.locator('h3 em')).toHaveText('Insight');
    const image = first.getByRole('img');
    await expect(image).toHaveAttribute('alt', DEMO_PROJECTS[0].imageAlt);
    expect((await image.boundingBox())?.height).toBe(150);
    const description = first.locator('.mantine-Text-root[data-line-clamp], [style*="line-clamp"]').first();
    expect(await description.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('10');
    for (const area of [description, first.getByRole('list', { name: TEXTS.technologies })]) {
      expect((await area.boundingBox())?.height).toBeGreaterThanOrEqual(100);
    }
    // The card's button spans the card's content box.
    const [button, card] = await Promise.all([
      first.getByRole('link', { name: 'View Project at Github' }).boundingBox(),
      first.evaluate((el) => {
        const style = getComputedStyle(el);
        const sides = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
        return {
          width: sides.reduce((width, side) => width - parseFloat(style[side]), el.getBoundingClientRect().width),
        };
      }),
    ]);
    expect(button?.width).toBeCloseTo(card.width, 0);
    await expect(first.getByRole('list', { name: TEXTS.technologies }).getByRole('listitem')).toHaveText([
      'React Native',
      'FastAPI',
      'PostgreSQL',
      'Redis',
      'Expo',
    ]);
    const second = page.locator('#projects .mantine-Card-root').nth(1);
    await expect(second.getByRole('listitem')).toHaveText(['WinPython', 'Electron', 'WebRTC']);
  });
  await test.step('zoom is allowed', async () => {
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/);
  });
  await test.step('keyboard: a skip link within three Tabs, with a visible focus ring', async () => {
    let reached = '';
    for (let i = 0; i < 3 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => {
        const el = document.activeElement;
        return el?.matches('.skipLink, nav a') ? (el.textContent ?? '') : '';
      });
    }
    expect(reached).toBe(TEXTS.skipToContent);
    await expect(page.getByRole('link', { name: TEXTS.skipToContent })).toBeInViewport();
    // On the skip link itself, then on the next stop.
    expect(await focusRing(page)).toBe(FOCUS_RING);
    await page.keyboard.press('Tab');
    expect(await focusRing(page)).toBe(FOCUS_RING);
  });
});

test.describe('mobile menu', PHONE_ONLY, () => {
  test('collapsed out of the tab order, the menu opens and closes with the burger in a 60 px header; choosing an item closes it', async ({
    page,
  }) => {
    await openPage(page);
    const focusable = await page.evaluate(() => {
      const reached: string[] = [];
      for (const link of document.querySelectorAll<HTMLElement>('nav a')) {
        link.focus();
        if (document.activeElement === link) reached.push(link.textContent ?? '');
      }
      return reached;
    });
    expect(focusable).toEqual([]);
    const burger = page.getByRole('button', { name: TEXTS.menuButton });
    const header = page.locator('header');
    expect((await header.boundingBox())?.height).toBe(60);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page)).toBeHidden();
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page)).toBeVisible();
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page)).toBeHidden();
    await burger.click();
    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();

    await burger.click();
    await nav(page).getByRole('link', { name: SECTIONS.projects.label }).click();
    await expect(nav(page)).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#projects')).toBeInViewport();
  });

  test('with the keyboard: Escape gives the focus back to the burger, a Tab past the menu closes it', async ({
    page,
  }) => {
    await openPage(page);
    const burger = page.getByRole('button', { name: TEXTS.menuButton });
    // The menu (the section links, the owner's links below them), or the header's controls above it.
    const inMenu = () => page.locator(`#${MENU_ID}`).evaluate((menu) => menu.contains(document.activeElement));
    const inNavigation = () =>
      page.locator('[data-island="chrome"]').evaluate((chrome) => chrome.contains(document.activeElement));
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(nav(page)).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await inMenu()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(burger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(nav(page)).toBeVisible();
    await page.keyboard.press('Tab');
    for (let i = 0; i < 20 && (await inNavigation()); i += 1) await page.keyboard.press('Tab');
    expect(await inNavigation()).toBe(false);
    await expect(nav(page)).toBeHidden();
    // What has the focus now is what the visitor sees, not something under the menu.
    const covered = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement)) return 'nothing focused';
      const box = focused.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return focused.contains(hit) ? null : `${focused.textContent} is under ${hit?.textContent?.slice(0, 30)}`;
    });
    expect(covered).toBeNull();
  });
});

test('at sm and above there is no header and no burger; the navbar is 300 px wide', DESKTOP_ONLY, async ({ page }) => {
  await openPage(page);
  await expect(page.getByRole('button', { name: TEXTS.menuButton })).toBeHidden();
  await expect(page.locator('header')).toBeHidden();
  expect((await page.locator('#site-navigation').boundingBox())?.width).toBe(300);
  await expect(nav(page)).toBeVisible();
});

test('tag and button links open in a new tab, safely', ONE_SIZE, async ({ page, context }) => {
  await openPage(page);
  const links = page.locator('#projects a');
  expect(await links.count()).toBe(9);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.locator('#projects').getByRole('link', { name: 'View Project at Github' })).toHaveCount(2);
  // A tag without a url is plain text.
  const plainTag = page.locator('#projects li').filter({ hasText: 'WebRTC' });
  await expect(plainTag).toHaveText('WebRTC');
  await expect(plainTag.locator('a')).toHaveCount(0);
  await context.route('https://fastapi.tiangolo.com/**', (route) => route.fulfill({ body: 'FastAPI docs' }));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.locator('#projects').getByRole('link', { name: 'FastAPI' }).click(),
  ]);
  expect(popup.url()).toBe('https://fastapi.tiangolo.com/');
});

test('every tag stays visible and clickable from 320 px up', ONE_SIZE, async ({ page }) => {
  await openPage(page);
  const coveredTags = () =>
    page.locator('#projects li > *').evaluateAll((tags) =>
      tags
        .filter((tag) => {
          tag.scrollIntoView({ block: 'center' });
          const box = tag.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return box.width === 0 || !(hit === tag || tag.contains(hit));
        })
        .map((tag) => tag.textContent),
    );
  for (const width of [320, 360, 414, 600, 767, 768, 900, 992, 1100, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    // Polled: crossing the sm breakpoint, the navbar takes 200 ms to slide away.
    await expect.poll(coveredTags, { message: `at ${width}px` }).toEqual([]);
  }
});

// On a phone a second analysis reads what opening the menu changes: the header and the menu, with
// the owner's links in it.
test('no accessibility violations', async ({ page }) => {
  await openPage(page);
  await expectNoAxeViolations(page);
  if (isMobile(page)) {
    await page.getByRole('button', { name: TEXTS.menuButton }).click();
    await expect(nav(page)).toBeVisible();
    await expectNoAxeViolations(page, ['header', '#site-navigation']);
  }
});

test('unknown paths get the 404 page from the host, with no script, and a way home', ONE_SIZE, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(TEXTS.notFoundTitle(DEMO_PROFILE.name));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText(TEXTS.notFoundText)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(scripts).toEqual([]);
  await page.getByRole('link', { name: TEXTS.backHome }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: SECTIONS.projects.label })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByText(TEXTS.notFoundText)).toBeVisible();
});

test(
  'a host that answers every path with index.html still shows the not-found page',
  ONE_SIZE,
  async ({ page, request }) => {
    const errors = collectErrors(page);
    const home = await (await request.get('/')).text();
    await page.route('**/no/such/page', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: home }),
    );
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText(TEXTS.notFoundText)).toBeVisible();
    await expect(page).toHaveTitle(TEXTS.notFoundTitle(DEMO_PROFILE.name));
    await expect(page.getByRole('heading', { name: SECTIONS.projects.label })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: TEXTS.backHome }).click();
    await expect(page).toHaveURL('/');
    await waitForHydration(page);
    expect(errors).toEqual([]);
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page shows the bio, the projects and the section headings; Send submits nowhere', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText(/more than ten years/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      ...DEMO_PROJECTS.map((project) => titleText(project.title)),
    ]);
    // About is headed by the owner's name; every other section by its own.
    const headings = Object.values(SECTIONS).map((section) =>
      section === SECTIONS.about ? DEMO_PROFILE.name : section.label,
    );
    for (const heading of headings) {
      await expect(page.getByRole('heading', { name: heading })).toBeAttached();
    }
    await expect(page.getByLabel(TEXTS.fullName)).toBeVisible();
    const note = page.locator('#contact noscript p');
    await expect(note).toHaveText(`${TEXTS.noScript} ${TEXTS.noScriptWriteTo(DEMO_PROFILE.email)}`);
    await expect(note).toBeVisible();
    // On a phone the menu with the owner's links cannot open without a script: this is the way to write.
    await expect(note.getByRole('link', { name: DEMO_PROFILE.email })).toHaveAttribute(
      'href',
      `mailto:${DEMO_PROFILE.email}`,
    );

    // Send submits nowhere: what is typed stays out of the address.
    await page.getByLabel(TEXTS.fullName).fill('Ada Lovelace');
    await page.getByRole('button', { name: TEXTS.send }).click();
    await page.getByLabel(TEXTS.email).press('Enter');
    await expect(page.getByLabel(TEXTS.fullName)).toHaveValue('Ada Lovelace');
    expect(new URL(page.url()).search).toBe('');
  });
});
