import type { ReactNode } from 'react';
import { NavLink, VisuallyHidden } from '@mantine/core';
import type { PageTexts, ProfileLink, Resume } from '@/content/types';
import { NEW_TAB } from '@/lib/newTab';
import { linkIcon, resumeFileName, type LinkIcon } from './profileLinks';
import classes from './OwnerLinks.module.css';

type IconName = LinkIcon | 'mail' | 'file' | 'download';

// Inline, so no icon font and no request. The marks are Simple Icons' (CC0), filled; the rest are strokes.
const ICONS: Readonly<Record<IconName, ReactNode>> = {
  github: (
    <path
      fill="currentColor"
      stroke="none"
      d="M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12"
    />
  ),
  linkedin: (
    <path
      fill="currentColor"
      stroke="none"
      d="M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433c-1.144 0-2.063-.926-2.063-2.065 0-1.138.92-2.063 2.063-2.063 1.14 0 2.064.925 2.064 2.063 0 1.139-.925 2.065-2.064 2.065zm1.782 13.019H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z"
    />
  ),
  link: <path d="M9 15l6-6M11 6l.5-.5a4.95 4.95 0 0 1 7 7l-.5.5M13 18l-.5.5a4.95 4.95 0 0 1-7-7l.5-.5" />,
  mail: <path d="M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6" />,
  file: <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
};

function Icon({ name }: { readonly name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICONS[name]}
    </svg>
  );
}

interface OwnerLinksProps {
  /** Names the downloaded résumé. */
  readonly ownerName: string;
  readonly links?: readonly ProfileLink[];
  readonly email?: string;
  readonly resume?: Resume;
  readonly texts: Pick<PageTexts, 'ownerLinks' | 'opensInNewTab' | 'downloadResume'>;
}

const inNewTab = (label: string, note: string) => (
  <>
    {label} <VisuallyHidden>{note}</VisuallyHidden>
  </>
);

/**
 * The owner's profiles, e-mail address and résumé; an item the content leaves out is not shown. The
 * résumé opens in the browser's PDF viewer, and a button beside it downloads it under the owner's name.
 */
export function OwnerLinks({ ownerName, links = [], email, resume, texts }: OwnerLinksProps) {
  if (links.length === 0 && !email && !resume) return null;
  const linkClasses = { root: classes.link, label: classes.label };
  return (
    <ul className={classes.list} aria-label={texts.ownerLinks}>
      {links.map((link) => (
        <li key={link.url}>
          <NavLink
            href={link.url}
            {...NEW_TAB}
            leftSection={<Icon name={linkIcon(link.url)} />}
            label={inNewTab(link.label, texts.opensInNewTab)}
            classNames={linkClasses}
          />
        </li>
      ))}
      {email ? (
        <li>
          <NavLink href={`mailto:${email}`} leftSection={<Icon name="mail" />} label={email} classNames={linkClasses} />
        </li>
      ) : null}
      {resume ? (
        <li className={classes.resume}>
          <NavLink
            href={resume.file}
            {...NEW_TAB}
            leftSection={<Icon name="file" />}
            label={inNewTab(resume.label, texts.opensInNewTab)}
            classNames={linkClasses}
          />
          <a
            href={resume.file}
            download={resumeFileName(ownerName)}
            aria-label={texts.downloadResume(resume.label)}
            title={texts.downloadResume(resume.label)}
            className={classes.download}
          >
            <Icon name="download" />
          </a>
        </li>
      ) : null}
    </ul>
  );
}
