// npm run check:links: whether every address the content links to still answers. One line for each
// dead link and for each that could not be checked, then a summary; exit status 1 when a link is dead.
// Flags: --site (check the site's own address too: SITE_URL when set, or else site.ts's url),
// --report <file> (write the report as JSON too: the links workflow's issue step reads it).
// Environment: CONTENT_DIR (another folder of content than src/content/, as the build takes it).
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { linkChecker } from '../links/checkLinks.ts';
import { contentLinks } from '../links/contentLinks.ts';
import { linkReport, reportText } from '../links/linkReport.ts';
import { readContent } from '../steps/contentCheck.ts';

const { values: flags } = parseArgs({
  options: { site: { type: 'boolean', default: false }, report: { type: 'string' } },
});

const content = await readContent(process.env.CONTENT_DIR ?? 'src/content');
const siteUrl = process.env.SITE_URL;
const links = contentLinks(
  content,
  flags.site ? { url: siteUrl || content.site.url, fromEnv: Boolean(siteUrl) } : undefined,
);
const checker = linkChecker();
const urls = [...new Set(links.map((link) => link.url))];
const outcomes = new Map(await Promise.all(urls.map(async (url) => [url, await checker.check(url)] as const)));
const report = linkReport(links, outcomes);

console.log(reportText(report));
if (flags.report) await writeFile(flags.report, `${JSON.stringify(report, null, 2)}\n`);
process.exitCode = report.dead.length > 0 ? 1 : 0;
