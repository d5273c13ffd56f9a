import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { profile } from '@/content/profile';
import { headTags } from './head';
import { Providers } from './Providers';
import { routes } from './routes';

export interface RenderedPage {
  /** The markup of #root. */
  readonly html: string;
  /** The page's tags for <head>. */
  readonly head: string;
  readonly status: number;
}

/** Renders one URL of the site to HTML, with the router state the client hydrates from. */
export async function render(path: string, basename: string): Promise<RenderedPage> {
  const { query, dataRoutes } = createStaticHandler(routes, { basename });
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${path}`);
  const router = createStaticRouter(dataRoutes, context);
  // prerender (unlike renderToString) waits for lazy parts such as the contact form.
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} />
      </Providers>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, head: headTags(profile), status: context.statusCode };
}
