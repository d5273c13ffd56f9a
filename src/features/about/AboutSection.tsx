import { Text } from '@mantine/core';
import type { Profile } from '@/content/types';
import { Section } from '@/lib/Section';
import classes from './AboutSection.module.css';

export function AboutSection({ id, profile }: { readonly id: string; readonly profile: Profile }) {
  return (
    <Section id={id} title={profile.name} headingOrder={1}>
      <div className={classes.layout}>
        <img
          src={typeof profile.photo === 'string' ? profile.photo : profile.photo.src}
          alt={profile.photoAlt}
          width={160}
          height={160}
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
