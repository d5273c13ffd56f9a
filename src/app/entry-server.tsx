import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { profile } from '@/content/profile';
import { site } from '@/content/site';
import { homeHead, notFoundHead, pageTitle } from './head';
import { Providers } from './Providers';
import { routes } from './routes';

export interface RenderedPage {
  /** The markup of #root. */
  readonly html: string;
  /** The page's tags for <head>. */
  readonly head: string;
  readonly status: number;
}

/** The site's content, its URL replaced by `siteUrl` when the build is given one. */
export function siteInfo(siteUrl = '') {
  const url = siteUrl ? siteUrl.replace(/\/*$/, '/') : site.url;
  return { site: { ...site, url }, name: profile.name, title: pageTitle(profile) };
}

/** Renders one URL of the site to HTML, with the router state the client hydrates from. */
export async function render(path: string, basename: string, siteUrl = ''): Promise<RenderedPage> {
  const resolvedSite = siteInfo(siteUrl).site;
  const { query, dataRoutes } = createStaticHandler(routes, { basename });
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${path}`);
  const router = createStaticRouter(dataRoutes, context);
  const app = (
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} />
      </Providers>
    </StrictMode>
  );
  // prerender (unlike renderToString) waits for lazy parts such as the contact form. Without a
  // large chunk size React outlines big boundaries: emitted hidden and moved in place by an inline
  // script, which fails without JavaScript.
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const html = await new Response(prelude).text();
  const head = context.statusCode === 404 ? notFoundHead(profile, resolvedSite, basename) : homeHead(profile, resolvedSite, basename);
  return { html, head, status: context.statusCode };
}
