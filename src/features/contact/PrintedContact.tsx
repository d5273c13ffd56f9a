import type { ProfileLink, Resume } from '@/content/types';
import classes from './PrintedContact.module.css';

interface PrintedContactProps {
  /** The site's own address, so that a paper copy leads back to it. */
  readonly siteUrl: string;
  readonly email?: string;
  readonly links?: readonly ProfileLink[];
  readonly resume?: Resume;
}

/**
 * The ways to reach the owner, for paper: the form cannot be filled in there, and the navigation's
 * links are not printed. Each address is written out. Hidden on screen by the `hidden` attribute
 * alone, so it costs the screen's stylesheet nothing; the print stylesheet shows it.
 */
export function PrintedContact({ siteUrl, email, links = [], resume }: PrintedContactProps) {
  const resumeUrl = resume ? new URL(resume.file, siteUrl).href : undefined;
  const rows: { readonly label?: string; readonly href: string; readonly address: string }[] = [
    ...(email ? [{ href: `mailto:${email}`, address: email }] : []),
    ...links.map((link) => ({ label: link.label, href: link.url, address: link.url })),
    ...(resume && resumeUrl ? [{ label: resume.label, href: resumeUrl, address: resumeUrl }] : []),
    { href: siteUrl, address: siteUrl },
  ];
  return (
    <ul hidden className={classes.list}>
      {rows.map(({ label, href, address }) => (
        <li key={href} className={classes.row}>
          {label ? <span>{label}</span> : null}
          <a href={href} className={classes.address}>
            {address}
          </a>
        </li>
      ))}
    </ul>
  );
}
