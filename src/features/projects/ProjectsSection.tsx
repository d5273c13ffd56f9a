import { Grid } from '@mantine/core';
import type { Project } from '@/content/types';
import { Section } from '@/lib/Section';
import { PROJECT_GRID } from './cardLayout';
import { ProjectCard } from './ProjectCard';

interface ProjectsSectionProps {
  readonly id: string;
  readonly title: string;
  readonly projects: readonly Project[];
}

export function ProjectsSection({ id, title, projects }: ProjectsSectionProps) {
  return (
    <Section id={id} title={title}>
      <Grid columns={PROJECT_GRID.columns} gap={PROJECT_GRID.gap}>
        {projects.map((project) => (
          <Grid.Col key={project.image} span={PROJECT_GRID.span}>
            <ProjectCard project={project} />
          </Grid.Col>
        ))}
      </Grid>
    </Section>
  );
}
