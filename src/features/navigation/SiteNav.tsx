import { NavLink } from '@mantine/core';
import classes from './SiteNav.module.css';

export interface NavItem {
  readonly id: string;
  readonly label: string;
}

interface SiteNavProps {
  /** In page order; the first is active until the visitor scrolls. */
  readonly items: readonly NavItem[];
  /** What screen readers call it. */
  readonly label: string;
}

/**
 * Real anchor links, rendered at build: they work without JavaScript. In the browser
 * `enhanceSectionLinks` (sectionLinks.ts) makes them smooth-scroll and follow the visible section.
 */
export function SiteNav({ items, label }: SiteNavProps) {
  return (
    <nav aria-label={label}>
      <ul className={classes.list}>
        {items.map((item, index) => (
          <li key={item.id}>
            <NavLink
              component="a"
              href={`#${item.id}`}
              label={item.label}
              active={index === 0}
              aria-current={index === 0 ? 'location' : undefined}
              classNames={{ root: classes.link, label: classes.label }}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
