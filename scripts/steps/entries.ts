/** The two entries of the build: the browser's (the islands) and the prerender's (the pages). */
export const CLIENT_ENTRY = 'src/app/entry-client.tsx';
export const SERVER_ENTRY = 'src/app/entry-server.tsx';

/** What the prerender bundle exports to the build (and to the dev server). */
export interface ServerEntry {
  renderHome(base: string, siteUrl?: string): Promise<{ html: string; head: string }>;
  renderNotFound(base: string, siteUrl?: string): Promise<{ html: string; head: string }>;
  siteInfo(siteUrl?: string): {
    site: { url: string; favicon: string; touchIcon: string };
    name: string;
    title: string;
    pageColor: string;
  };
}
