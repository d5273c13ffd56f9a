import { Text } from '@mantine/core';
import type { Profile } from '@/content/types';
import { Picture } from '@/lib/Picture';
import { Section } from '@/lib/Section';
import { PORTRAIT_SIZE } from './portrait';
import classes from './AboutSection.module.css';

interface AboutSectionProps {
  readonly id: string;
  readonly profile: Profile;
  /** The portrait's `sizes`, from the page's image slots. */
  readonly photoSizes: string;
}

export function AboutSection({ id, profile, photoSizes }: AboutSectionProps) {
  return (
    <Section id={id} title={profile.name} headingOrder={1}>
      <div className={classes.layout}>
        {/* The first image a visitor sees: fetched at once, before the others. */}
        <Picture
          image={profile.photo}
          alt={profile.photoAlt}
          sizes={photoSizes}
          size={{ width: PORTRAIT_SIZE, height: PORTRAIT_SIZE }}
          className={classes.photo}
          fetchPriority="high"
        />
        <div>
          <Text size="xl" className={classes.role}>
            {profile.role}
          </Text>
          {profile.bio.map((paragraph) => (
            <Text key={paragraph} size="lg" className={classes.paragraph}>
              {paragraph}
            </Text>
          ))}
        </div>
      </div>
    </Section>
  );
}
