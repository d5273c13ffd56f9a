import { Burger, Text } from '@mantine/core';
import { profile } from '@/content/profile';
import { PauseButton } from '@/features/background/PauseButton';
import { OwnerLinks } from '@/features/navigation/OwnerLinks';
import { SiteNav } from '@/features/navigation/SiteNav';
import { BURGER, MENU_ID, PAUSE } from '../start/navigation';
import { sectionsIn } from '../config/sections';
import { TEXTS } from '../config/texts';
import classes from './SiteShell.module.css';

/**
 * The navigation: a 300 px side navbar, behind a burger in a 60 px header below `sm`. Rendered at
 * build only; in the browser `enhanceNavigation` (start/navigation.ts) makes it work, with no React. Written as
 * CSS rather than Mantine's AppShell, which costs 6 KB gzip of JS (mostly react-remove-scroll).
 */
export function SiteShell() {
  return (
    <>
      <header className={classes.header}>
        <Burger
          opened={false}
          size="sm"
          aria-label={TEXTS.menuButton}
          aria-expanded={false}
          aria-controls={MENU_ID}
          {...BURGER}
        />
        <Text size="xl" className={classes.name}>
          {profile.name}
        </Text>
      </header>
      <aside id={MENU_ID} aria-label={TEXTS.siteNavigation} className={classes.navbar} data-open={false}>
        <Text size="xl" className={classes.brand}>
          {profile.name}
        </Text>
        <SiteNav items={Object.values(sectionsIn(TEXTS))} label={TEXTS.sectionsNavigation} />
        <OwnerLinks
          ownerName={profile.name}
          links={profile.links}
          email={profile.email}
          resume={profile.resume}
          texts={TEXTS}
        />
      </aside>
      <PauseButton className={classes.pause} label={TEXTS.pauseAnimation} {...PAUSE} />
    </>
  );
}
