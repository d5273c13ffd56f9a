import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { Text } from '@mantine/core';
import { AboutSection } from '@/features/about/AboutSection';
import { EARLY_SEND_STATUS } from '@/features/contact/earlySend';
import { PrintedContact } from '@/features/contact/PrintedContact';
import { ProjectsSection } from '@/features/projects/ProjectsSection';
import { Section } from '@/lib/Section';
import { drawnSlot, SLOTS, slotSizes } from './imageSlots';
import { Island } from '../islands/Island';
import { sectionsIn } from '../config/sections';
import { SiteShell } from './SiteShell';
import { earlySendAttributes } from './earlySendTexts';
import { TEXTS } from '../config/texts';
import { TAG_COLOR } from '../config/theme';
import classes from './HomePage.module.css';

const SECTIONS = sectionsIn(TEXTS);

/**
 * The page as static HTML; the navigation is enhanced in the browser, the contact form hydrated on its
 * own. `siteUrl` is the address it is served at, written out on paper.
 */
export function HomePage({ siteUrl }: { readonly siteUrl: string }) {
  return (
    <>
      <a href="#main" className="skipLink">
        {TEXTS.skipToContent}
      </a>
      <Island name="chrome">
        <SiteShell />
      </Island>
      <main id="main" tabIndex={-1} className={classes.main}>
        <AboutSection id={SECTIONS.about.id} profile={profile} photoSizes={slotSizes(SLOTS.portrait)} />
        <ProjectsSection
          id={SECTIONS.projects.id}
          title={SECTIONS.projects.label}
          projects={projects}
          imageSizes={(aspect) => slotSizes(drawnSlot(SLOTS.card, aspect))}
          tagColor={TAG_COLOR}
          tagsLabel={TEXTS.technologies}
        />
        <Section id={SECTIONS.contact.id} title={SECTIONS.contact.label}>
          <Island name="contact" near />
          {/* Where the page's start module tells of a Send held before the form works, or of a form
              that could not load: in the page from the start, as a live region must be, and outside
              the form's markup. Empty, it takes no room. */}
          <Text role="status" size="sm" {...{ [EARLY_SEND_STATUS]: '' }} {...earlySendAttributes(TEXTS)} />
          <PrintedContact siteUrl={siteUrl} email={profile.email} links={profile.links} resume={profile.resume} />
        </Section>
      </main>
    </>
  );
}
