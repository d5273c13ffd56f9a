import './styles';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { profile } from '@/content/profile';
import { site } from '@/content/site';
import { ContactIsland, contactSettings } from '../islands/ContactIsland';
import { homeHead, notFoundHead, pageTitle, type ShareImage } from './head';
import { HomePage } from './HomePage';
import { islandIdPrefix, islandTree, type HydratedIsland } from '../islands/Island';
import { NotFound } from './NotFound';
import { siteAddress } from '../config/paths';
import { Providers } from '../islands/Providers';
import { LANGUAGE, TEXTS } from '../config/texts';
import { shareColors } from './shareColors';
import { PAGE_COLOR } from '../config/theme';
import type { PrerenderedSite, RenderedPage, ServerEntry, SiteOptions } from './prerenderContract';

// Nothing in the page suspends: its HTML is written in one go.
const toHtml = (tree: ReactNode, identifierPrefix?: string): string => renderToString(tree, { identifierPrefix });

// Imported statically: the form's own styles (its fields) join the page's stylesheet, so that the
// prerendered form does not change size in view when its code arrives.
const ISLANDS: Record<HydratedIsland, () => ReactNode> = {
  contact: () => <ContactIsland />,
};

/** Puts each hydrated island's own render into its place in the static page. */
function withIslands(page: string): string {
  let html = page;
  for (const [name, render] of Object.entries(ISLANDS) as [HydratedIsland, () => ReactNode][]) {
    const content = render();
    const slot = new RegExp(`(<div data-island="${name}"[^>]*>)(</div>)`);
    if (!slot.test(html)) throw new Error(`The page has no place for the ${name} island`);
    const island = toHtml(islandTree(content), islandIdPrefix(name));
    html = html.replace(slot, (_, open: string, close: string) => `${open}${island}${close}`);
  }
  return html;
}

const page = (content: ReactNode) => (
  <StrictMode>
    <Providers>{content}</Providers>
  </StrictMode>
);

/**
 * The site for where it is served: its URL is `siteUrl` when given, the content's otherwise, written
 * one way for every output; its pages render with the same base and address.
 */
export function prerenderSite({ base, siteUrl = '' }: SiteOptions): PrerenderedSite {
  const address = { ...site, url: siteAddress(siteUrl || site.url) };
  return {
    site: address,
    name: profile.name,
    title: pageTitle(profile),
    pageColor: PAGE_COLOR,
    language: LANGUAGE,
    share: {
      own: site.shareImage,
      name: profile.name,
      role: profile.role,
      photo: profile.photo,
      colors: shareColors,
      direction: LANGUAGE.direction,
    },
    contactOrigin: contactSettings.email.origin,
    captchaOrigin: contactSettings.recaptchaOrigin,
    async renderHome(shareImage: ShareImage): Promise<RenderedPage> {
      const html = withIslands(toHtml(page(<HomePage siteUrl={address.url} />)));
      return { html, head: homeHead(profile, address, base, shareImage, LANGUAGE) };
    },
    // Served by static hosts for any unknown path (404.html).
    async renderNotFound(): Promise<RenderedPage> {
      const html = toHtml(page(<NotFound homeHref={base} texts={TEXTS} />));
      return { html, head: notFoundHead(profile, address, base, TEXTS) };
    },
  };
}

// What the build and the dev server call: checked here, where it is implemented.
({ prerenderSite }) satisfies ServerEntry;
