import { Grid } from '@mantine/core';
import type { Project } from '@/content/types';
import { Section } from '@/lib/Section';
import { ProjectCard } from './ProjectCard';

interface ProjectsSectionProps {
  readonly id: string;
  readonly title: string;
  readonly projects: readonly Project[];
}

export function ProjectsSection({ id, title, projects }: ProjectsSectionProps) {
  return (
    <Section id={id} title={title}>
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
