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
        {/* The list is fixed content: its order is its identity. */}
        {projects.map((project, index) => (
          <Grid.Col key={index} span={{ base: 12, md: 4 }}>
            <ProjectCard project={project} />
          </Grid.Col>
        ))}
      </Grid>
    </Section>
  );
}
