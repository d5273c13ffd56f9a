// The demo's identity (src/demo/) still in the content: its name, texts, addresses and placeholder
// files, and anything that is a placeholder by its nature (an example.com address, a link to a bare
// host). Each is reported as the demo's, which the environment makes an error, a warning or nothing.
import type { Content, Image } from '../../../src/content/types.ts';
import { DEMO_PROFILE, DEMO_PROJECTS, DEMO_SITE } from '../../../src/demo/identity.ts';
import type { Environment, Files } from './inputs.ts';
import { problem, reporter, type Problem, type Report } from './report.ts';
import { FILES, FIXES, isEmailAddress, mailtoAddress, normalise, shown, titleText, webUrl } from './words.ts';

/** Domains reserved for examples (RFC 2606): no one reads mail sent there. */
const EXAMPLE_DOMAIN = /@(.+\.)?example\.(com|net|org)$/i;

const demoTexts = {
  bio: new Set<string>(DEMO_PROFILE.bio.map(normalise)),
  title: new Set<string>(DEMO_PROJECTS.map((project) => titleText(project.title))),
  description: new Set<string>(
    [DEMO_SITE.description, ...DEMO_PROJECTS.map((project) => project.description)].map(normalise),
  ),
  imageAlt: new Set<string>(DEMO_PROJECTS.map((project) => normalise(project.imageAlt))),
};
const none = new Set<string>();
const demoName = DEMO_PROFILE.name.toLowerCase();

/** A text the owner writes: still one of the demo's, or naming the demo's owner. */
const text = (report: Report, item: string, value: string, demo: ReadonlySet<string>, fix: string) => {
  if (demo.has(normalise(value))) report(item, `is still the demo's (${shown(value)}). ${fix}`, 'demo');
  else if (value.toLowerCase().includes(demoName))
    report(item, `still names the demo's owner (${DEMO_PROFILE.name}). ${fix}`, 'demo');
};

const email = (report: Report, item: string, address: string, fix: string) => {
  // An address that is not one is a mistake of its own (mistakes.ts).
  if (!isEmailAddress(address)) return;
  if (address.toLowerCase() === DEMO_PROFILE.email) report(item, `is still the demo's (${address}). ${fix}`, 'demo');
  else if (EXAMPLE_DOMAIN.test(address)) report(item, `is a placeholder address (${address}). ${fix}`, 'demo');
};

/** A link: a bare host is a placeholder where a page is meant. */
const link = (report: Report, item: string, value: string, fix: string, page: string) => {
  const address = mailtoAddress(value);
  const url = webUrl(value);
  if (address !== undefined) email(report, item, address, fix);
  else if (url && url.pathname === '/' && !url.search && !url.hash)
    report(item, `is a placeholder (${value}): a bare host, with no path to ${page}. ${fix}`, 'demo');
};

/** Every item of the demo's identity in the content, file by file. */
export function demoIdentity(content: Content, environment: Environment, files: Files): Problem[] {
  const found: Problem[] = [];
  const at = reporter(found);

  const usedDemoFiles = new Set<string>();
  /** An image, or the résumé: still one of the demo's placeholder files, or a copy of one. */
  const file = (report: Report, item: string, value: Image, fix: string) => {
    const print = files.fingerprint(value);
    const demoFile = print === undefined ? undefined : files.demo.get(print);
    if (!demoFile) return;
    usedDemoFiles.add(demoFile);
    // A copy under the owner's own name is recognised by its content: name both files.
    const own = typeof value === 'string' ? /\/(src\/[^?#]*)/.exec(value)?.[1] : value.file.path;
    const copied = own && own !== demoFile ? `, copied as ${own}` : '';
    report(item, `is still the demo's placeholder (${demoFile}${copied}). ${fix}`, 'demo');
  };

  // src/content/profile.ts
  const { profile } = content;
  const me = at(FILES.profile);
  if (profile.name.toLowerCase().includes(demoName))
    me('name', `is still the demo's (${DEMO_PROFILE.name}). Put your own name.`, 'demo');
  text(me, 'role', profile.role, none, 'Put your own role.');
  profile.bio.forEach((paragraph, i) => text(me, `bio[${i}]`, paragraph, demoTexts.bio, 'Write your own.'));
  file(me, 'photo', profile.photo, 'Put your photo in src/content/images/ and import it in its place.');
  text(me, 'photoAlt', profile.photoAlt, none, 'Describe your own photo.');
  if (profile.email !== undefined) email(me, 'email', profile.email, FIXES.email);
  profile.links?.forEach((entry, i) => {
    text(me, `links[${i}].label`, entry.label, none, 'Name your own profile.');
    link(me, `links[${i}].url`, entry.url, FIXES.profileLink, 'your profile');
  });
  if (profile.resume) {
    text(me, 'resume.label', profile.resume.label, none, 'Label your own résumé.');
    file(
      me,
      'resume.file',
      profile.resume.file,
      'Put your résumé in src/content/ and import it in its place, or remove resume to offer none.',
    );
  }

  // src/content/projects.ts
  const work = at(FILES.projects);
  content.projects.forEach((project, i) => {
    const item = `projects[${i}]`;
    text(work, `${item}.title`, titleText(project.title), demoTexts.title, "Put your own project's title.");
    text(work, `${item}.description`, project.description, demoTexts.description, 'Describe your own project.');
    file(
      work,
      `${item}.image`,
      project.image,
      "Put your project's image in src/content/images/ and import it in its place.",
    );
    text(work, `${item}.imageAlt`, project.imageAlt, demoTexts.imageAlt, 'Describe your own image.');
    if (project.buttonText !== undefined) text(work, `${item}.buttonText`, project.buttonText, none, 'Write your own.');
    if (project.buttonLink !== undefined)
      link(work, `${item}.buttonLink`, project.buttonLink, FIXES.buttonLink, 'a project');
  });

  // src/content/site.ts; SITE_URL, when set, wins over its url
  const site = at(FILES.site);
  const url = webUrl(content.site.url);
  if (!environment.siteUrl && url && url.host === new URL(DEMO_SITE.url).host)
    site('url', `is still the demo's (${content.site.url}). ${FIXES.siteUrl}`, 'demo');
  text(site, 'description', content.site.description, demoTexts.description, 'Describe your own site.');
  if (content.site.shareImageAlt !== undefined)
    text(site, 'shareImageAlt', content.site.shareImageAlt, none, 'Describe your own share image.');

  // An import of a placeholder left behind when its value was replaced: the build would still publish the file.
  for (const { file: importer, demo } of files.demoImports ?? []) {
    if (!usedDemoFiles.has(demo))
      found.push(
        problem(
          importer,
          'imports',
          `${demo}, a placeholder of the demo, without using it. Remove the import: the build would still publish the file.`,
          'demo',
        ),
      );
  }
  return found;
}
