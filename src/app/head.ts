import type { Profile } from '@/content/types';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The document head's page-specific tags, written into the prerendered HTML. */
export function headTags(profile: Profile): string {
  const title = `${profile.name} — ${profile.role}`;
  const description = profile.bio[0] ?? title;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ].join('\n    ');
}
