/** Which icon a profile link gets: the site's mark for the hosts we know, a generic link otherwise. */
export type LinkIcon = 'github' | 'linkedin' | 'link';

const MARKS: readonly (readonly [domain: string, icon: LinkIcon])[] = [
  ['github.com', 'github'],
  ['linkedin.com', 'linkedin'],
];

export function linkIcon(url: string): LinkIcon {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return 'link';
  }
  return MARKS.find(([domain]) => host === domain || host.endsWith(`.${domain}`))?.[1] ?? 'link';
}

/**
 * The name a downloaded résumé is saved under: the owner's name, not the build's hashed file name
 * ("Alex Morgan" → "Alex-Morgan-resume.pdf").
 */
export function resumeFileName(ownerName: string): string {
  const words = ownerName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [...words, 'resume'].join('-') + '.pdf';
}
