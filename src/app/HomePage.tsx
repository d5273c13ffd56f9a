import { Burger, Text } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { contactKeys } from '@/content/contact';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { AboutSection } from '@/features/about/AboutSection';
import { ContactSection } from '@/features/contact/ContactSection';
import { ProjectsSection } from '@/features/projects/ProjectsSection';
import { SiteNav, type NavItem } from '@/features/navigation/SiteNav';
import { resolveContactSettings } from './contactSettings';
import classes from './HomePage.module.css';

const contactSettings = resolveContactSettings(contactKeys, import.meta.env, import.meta.env.DEV);

const NAV_ITEMS: readonly NavItem[] = [
  { id: 'about', label: 'About' },
  { id: 'projects', label: 'Projects' },
  { id: 'contact', label: 'Get in Touch' },
];

/**
 * The page layout: a 300 px side navbar, behind a burger in a 60 px header below `sm`. Written as CSS
 * rather than Mantine's AppShell, which costs 6 KB gzip of initial JS (mostly react-remove-scroll).
 */
export function HomePage() {
  const [menuOpen, menu] = useDisclosure(false);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') menu.close();
  });

  return (
    <>
      <a href="#main" className="skipLink">
        Skip to content
      </a>
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
      </aside>
      <main id="main" tabIndex={-1} className={classes.main}>
        <AboutSection profile={profile} />
        <ProjectsSection projects={projects} />
        <ContactSection settings={contactSettings} />
      </main>
    </>
  );
}
