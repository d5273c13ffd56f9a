// Every address a visitor can follow out of the page, from the content, each with where it is written
// and how to mend it: the projects' buttons and tags, the profiles, the résumé when it is an address,
// and (when asked) the site's own address.
import type { Content } from '../../src/content/types.ts';
import { FILES, titleText, webUrl } from '../steps/content/words.ts';

export interface Link {
  /** Where the address is written, as the build's messages name it: `src/content/projects.ts: projects[0].buttonLink (Notes)`. */
  readonly where: string;
  readonly url: string;
  /** What the owner does when it is dead. */
  readonly fix: string;
}

/** Addresses a checker can follow: http(s) only (a mailto: link has no server to ask). */
function followable(value: string | undefined): value is string {
  return value !== undefined && webUrl(value) !== undefined;
}

/**
 * The content's links, in the page's order. `siteUrl` is the site's own address when it is to be
 * checked too: SITE_URL's value (`fromEnv`), or else the one in site.ts.
 */
export function contentLinks(content: Content, site?: { readonly url: string; readonly fromEnv: boolean }): Link[] {
  const links: Link[] = [];
  const add = (where: string, url: string | undefined, fix: string) => {
    if (followable(url)) links.push({ where, url, fix });
  };

  const profile = FILES.profile;
  content.profile.links?.forEach((link, i) =>
    add(
      `${profile}: links[${i}].url (${link.label})`,
      link.url,
      "Put your profile's current address, or remove the link.",
    ),
  );
  add(
    `${profile}: resume.file`,
    content.profile.resume?.file,
    "Put the résumé's current address, or put the file in src/content/ and import it.",
  );

  const projects = FILES.projects;
  content.projects.forEach((project, i) => {
    const item = `projects[${i}]`;
    const title = titleText(project.title);
    add(
      `${projects}: ${item}.buttonLink (${title})`,
      project.buttonLink,
      "Put the project's current address, or remove buttonLink and buttonText.",
    );
    project.tags.forEach((tag, j) =>
      add(`${projects}: ${item}.tags[${j}].url (${tag.name})`, tag.url, 'Put its current address, or remove url.'),
    );
  });

  if (site)
    add(
      site.fromEnv ? 'SITE_URL' : `${FILES.site}: url`,
      site.url,
      `Deploy the site there, or correct ${site.fromEnv ? 'SITE_URL' : 'url'} to the address it is served at.`,
    );
  return links;
}
