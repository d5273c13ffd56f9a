import { useMemo, type MouseEvent } from 'react';
import { NavLink } from '@mantine/core';
import { useActiveSection } from './useActiveSection';
import classes from './SiteNav.module.css';

export interface NavItem {
  readonly id: string;
  readonly label: string;
}

interface SiteNavProps {
  /** In page order; the first is active until the visitor scrolls. */
  readonly items: readonly NavItem[];
  /** Called after a section was chosen, e.g. to close the mobile menu. */
  readonly onNavigate?: (id: string) => void;
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Real anchor links (they work without JavaScript); with it, they smooth-scroll and track the visible section. */
export function SiteNav({ items, onNavigate }: SiteNavProps) {
  const sectionIds = useMemo(() => items.map((item) => item.id), [items]);
  const [active, choose] = useActiveSection(sectionIds, sectionIds[0] ?? '');

  const navigate = (event: MouseEvent<HTMLElement>, id: string) => {
    const target = document.getElementById(id);
    // Let the browser open new tabs or windows as the visitor asked.
    if (!target || !isPlainLeftClick(event)) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    // Keep the history entry's state; only the hash changes.
    window.history.replaceState(window.history.state, '', `#${id}`);
    // Scrolls there, keeping the item active on the way.
    choose(id);
    onNavigate?.(id);
  };

  return (
    <nav aria-label="Sections">
      <ul className={classes.list}>
        {items.map((item) => {
          const isActive = item.id === active;
          return (
            <li key={item.id}>
              <NavLink
                component="a"
                href={`#${item.id}`}
                label={item.label}
                active={isActive}
                aria-current={isActive ? 'location' : undefined}
                onClick={(event) => navigate(event, item.id)}
                classNames={{ root: classes.link, label: classes.label }}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
