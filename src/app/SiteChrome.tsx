import { Burger, Text } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { profile } from '@/content/profile';
import { PauseButton } from '@/features/background/PauseButton';
import { OwnerLinks } from '@/features/navigation/OwnerLinks';
import { SiteNav } from '@/features/navigation/SiteNav';
import { NAV_ITEMS } from './sections';
import classes from './SiteChrome.module.css';

/**
 * The navigation: a 300 px side navbar, behind a burger in a 60 px header below `sm`. Written as CSS
 * rather than Mantine's AppShell, which costs 6 KB gzip of initial JS (mostly react-remove-scroll).
 */
export function SiteChrome() {
  const [menuOpen, menu] = useDisclosure(false);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') menu.close();
  });

  return (
    <>
      <header className={classes.header}>
        <Burger
          opened={menuOpen}
          onClick={menu.toggle}
          size="sm"
          aria-label="Navigation menu"
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
        />
        <Text size="xl">{profile.name}</Text>
      </header>
      <aside id="site-navigation" aria-label="Site" className={classes.navbar} data-open={menuOpen}>
        <Text size="xl" className={classes.brand}>
          {profile.name}
        </Text>
        <SiteNav items={NAV_ITEMS} onNavigate={menu.close} />
        <OwnerLinks ownerName={profile.name} links={profile.links} email={profile.email} resume={profile.resume} />
      </aside>
      <PauseButton className={classes.pause} />
    </>
  );
}
