import { Grid } from '@mantine/core';
import type { Project } from '@/content/types';
import { Section } from '@/lib/Section';
import { ProjectCard } from './ProjectCard';

export function ProjectsSection({ projects }: { readonly projects: readonly Project[] }) {
  return (
    <Section id="projects" title="Projects">
      <Grid>
        {projects.map((project) => (
          <Grid.Col key={project.image} span={{ base: 12, md: 4 }}>
            <ProjectCard project={project} />
          </Grid.Col>
        ))}
      </Grid>
    </Section>
  );
}
